from typing import Callable, Dict, Type

ROPE_SCALERS: Dict[str, Type] = {}


def register_scaler(name: str) -> Callable[[Type], Type]:
    def deco(cls: Type) -> Type:
        if name in ROPE_SCALERS:
            raise KeyError(f"duplicate rope scaler {name!r}")
        ROPE_SCALERS[name] = cls
        cls.scaler_name = name
        return cls
    return deco


def get_scaler(rope_scaling: dict | None, **kwargs):
    kind = (rope_scaling or {}).get("type", "default")
    params = {k: v for k, v in (rope_scaling or {}).items() if k != "type"}
    return ROPE_SCALERS[kind](**params, **kwargs)
