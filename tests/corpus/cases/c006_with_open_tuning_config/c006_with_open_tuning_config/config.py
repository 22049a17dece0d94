import os

_CONFIG_DIR = os.path.join(os.path.dirname(__file__), "configs")


def load_block_sizes(name: str) -> dict:
    path = os.path.join(_CONFIG_DIR, f"{name}.txt")
    sizes = {}
    with open(path) as fh:
        for line in fh:
            key, _, value = line.partition("=")
            sizes[key.strip()] = int(value)
    return sizes
