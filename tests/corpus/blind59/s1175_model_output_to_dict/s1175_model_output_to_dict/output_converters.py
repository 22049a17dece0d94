from typing import Any, Callable, Dict, Sequence

import torch

from .modeling_outputs import ModelOutput

_TUPLE_FIELD_ORDER: Sequence[str] = ("last_hidden_state", "pooler_output", "hidden_states", "attentions")

OutputDict = Dict[str, Any]


def _from_tuple(outputs: tuple) -> OutputDict:
    return {name: value for name, value in zip(_TUPLE_FIELD_ORDER, outputs) if value is not None}


def _from_mapping(outputs: ModelOutput) -> OutputDict:
    # stable key order so downstream poolers and the response builder agree
    return {name: value for name, value in sorted(outputs.items()) if value is not None}


def _from_tensor(outputs: torch.Tensor) -> OutputDict:
    return {"last_hidden_state": outputs}


_CONVERTERS: Dict[type, Callable[[Any], OutputDict]] = {
    tuple: _from_tuple,
    dict: _from_mapping,
    torch.Tensor: _from_tensor,
}


def convert_output(outputs: Any) -> OutputDict:
    for klass in type(outputs).__mro__:
        converter = _CONVERTERS.get(klass)
        if converter is not None:
            return converter(outputs)
    raise TypeError(f"cannot convert model output of type {type(outputs).__name__}")
