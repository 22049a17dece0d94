"""ModelOutput container, ``can_return_tuple`` and ``deprecate_kwarg`` helpers."""
import warnings
from collections import OrderedDict
from dataclasses import dataclass, fields
from functools import wraps
from typing import Optional

import torch
import torch.utils._pytree as pytree


def is_torchdynamo_compiling() -> bool:
    return torch.compiler.is_compiling()


class ModelOutput(OrderedDict):
    def __init_subclass__(cls) -> None:
        pytree.register_pytree_node(
            cls,
            lambda out: (list(out.values()), list(out.keys())),
            lambda values, keys: cls(**dict(zip(keys, values))),
            serialized_type_name=f"{cls.__module__}.{cls.__name__}",
        )

    def __post_init__(self):
        for field in fields(self):
            value = getattr(self, field.name)
            if value is not None:
                self[field.name] = value

    def __getitem__(self, k):
        if isinstance(k, str):
            return dict(self.items())[k]
        return self.to_tuple()[k]

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def to_tuple(self) -> tuple:
        return tuple(self[k] for k in self.keys())


@dataclass
class BaseModelOutputWithPast(ModelOutput):
    last_hidden_state: Optional[torch.Tensor] = None
    past_key_values: Optional[tuple] = None
    hidden_states: Optional[tuple] = None


def can_return_tuple(func):
    @wraps(func)
    def wrapper(self, *args, **kwargs):
        return_dict = kwargs.pop("return_dict", None)
        if return_dict is None:
            return_dict = self.config.use_return_dict
        output = func(self, *args, **kwargs)
        return output if return_dict else output.to_tuple()

    return wrapper


def deprecate_kwarg(old_name: str, new_name: str, version: str):
    def deco(func):
        @wraps(func)
        def wrapper(*args, **kwargs):
            if old_name in kwargs:
                kwargs[new_name] = kwargs.pop(old_name)
                if not is_torchdynamo_compiling():
                    warnings.warn(f"`{old_name}` is deprecated, use `{new_name}` (removal in {version})",
                                  FutureWarning)
            return func(*args, **kwargs)

        return wrapper

    return deco
