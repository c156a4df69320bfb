#!/usr/bin/python3
"""Validates listenstats JSON documents against the schemas in Templates/json.

    scripts/validate-json.py stats|report|jspf FILE...

Prints one line per invalid document (the file, the failing path and why) and exits 1 if any
is invalid. Uses Debian's python3-jsonschema (scripts/install-system-deps.sh --test).
"""
import json
import pathlib
import sys

import jsonschema

SCHEMAS = pathlib.Path(__file__).resolve().parent.parent / "Templates" / "json"


def main() -> int:
    if len(sys.argv) < 3 or sys.argv[1] not in ("stats", "report", "jspf"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    store = {}
    for path in SCHEMAS.glob("*.schema.json"):
        schema = json.loads(path.read_text())
        store[schema["$id"]] = schema
    schema = json.loads((SCHEMAS / f"{sys.argv[1]}.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    resolver = jsonschema.RefResolver.from_schema(schema, store=store)
    validator = jsonschema.Draft202012Validator(schema, resolver=resolver)
    failures = 0
    for name in sys.argv[2:]:
        document = json.loads(pathlib.Path(name).read_text())
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failures += 1
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{name}: {where}: {error.message}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
