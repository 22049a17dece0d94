import os
import pickle

DUMP_STATES = os.environ.get("LRU_DUMP_STATES", "0") == "1"
DUMP_DIR = os.environ.get("LRU_DUMP_DIR", "/tmp/lru_dump")


def dump(name: str, tensor) -> None:
    os.makedirs(DUMP_DIR, exist_ok=True)
    with open(os.path.join(DUMP_DIR, f"{name}.pkl"), "wb") as f:
        pickle.dump(tensor.detach().cpu(), f)
