import { validatedText, validateFile } from "../../usecases/validate.js";
import { stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  io.out(validatedText(validateFile(String(args[0]), stringOption(opts.as, "--as"))));
  return EXIT.ok;
}
