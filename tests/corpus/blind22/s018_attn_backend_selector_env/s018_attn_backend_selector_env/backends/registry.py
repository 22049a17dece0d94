from typing import Dict, Tuple, Type

# (backend name, minimum SM as int) -> backend class; -1 means "runs on CPU"
BACKENDS: Dict[Tuple[str, int], Type] = {}


def register_backend(name: str, min_capability: int):
    def deco(cls):
        BACKENDS[(name, min_capability)] = cls
        cls.name = name
        return cls

    return deco
