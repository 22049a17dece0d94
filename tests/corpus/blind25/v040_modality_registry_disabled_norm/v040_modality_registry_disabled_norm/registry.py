from typing import Callable, Dict

_PREPROCESSORS: Dict[str, Callable] = {}


def register_modality(name: str):
    def deco(fn):
        if name in _PREPROCESSORS:
            raise KeyError(f"modality {name!r} registered twice")
        _PREPROCESSORS[name] = fn
        return fn

    return deco


def get_preprocessor(name: str) -> Callable:
    try:
        return _PREPROCESSORS[name]
    except KeyError:
        raise KeyError(f"no preprocessor for modality {name!r}; known: {sorted(_PREPROCESSORS)}") from None
