from typing import Callable, Dict

_MERGERS: Dict[str, object] = {}


def register_merger(modality: str, **init_kwargs) -> Callable[[type], type]:
    def wrap(cls: type) -> type:
        _MERGERS[modality] = cls(**init_kwargs)
        return cls

    return wrap


def get_merger(modality: str):
    try:
        return _MERGERS[modality]
    except KeyError:
        raise KeyError(f"no multimodal merger registered for {modality!r}") from None
