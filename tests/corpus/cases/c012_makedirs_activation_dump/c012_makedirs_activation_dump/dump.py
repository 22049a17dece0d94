import os

DUMP_ROOT = "/tmp/corpus_dumps"


def ensure_dump_dir(step_name: str) -> str:
    path = os.path.join(DUMP_ROOT, step_name)
    os.makedirs(path, exist_ok=True)
    return path
