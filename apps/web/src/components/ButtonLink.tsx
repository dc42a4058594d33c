import { Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

/** A Mantine button that is a typed router link (params checked against the route tree). */
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & React.ComponentPropsWithoutRef<"a">>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = "ButtonAnchor";

export const ButtonLink = createLink(ButtonAnchor);
