import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<T extends Options> = { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string };

/** A command's flags, its usage line, and how it refuses: a message and the usage on stderr, exit code 2. */
export function commandLine(name: string, usage: string) {
  const fail = (message: string): void => {
    process.stderr.write(`${name}: ${message}\n${usage}\n`);
    process.exitCode = 2;
  };
  /** The flags given, or null when they were refused or only help was asked (usage printed). */
  function read<T extends Options>(argv: string[], options: T): Values<T> | null {
    try {
      const all: Options = { ...options, help: { type: 'boolean', short: 'h' } };
      const { values } = parseArgs({ args: argv, strict: true, options: all });
      if (values['help'] === true) {
        process.stdout.write(`${usage}\n`);
        return null;
      }
      return values as Values<T>;
    } catch (err) {
      fail((err as Error).message);
      return null;
    }
  }
  return { fail, read };
}
