import { fieldError } from "../../lib/app-error";

/** A conversion's 400 names the multipart field of the images. */
export const convertError = (text: string) => fieldError("files", text);
