import functools
import logging
from collections import Counter
from typing import Dict, Optional, Type

logger = logging.getLogger(__name__)

QUANTIZATION_METHODS: Dict[str, Type] = {}
_APPLY_COUNTS: Counter = Counter()


def _instrument_apply(apply_fn, method_name: str):
    @functools.wraps(apply_fn)
    def apply(self, layer, x, bias=None):
        _APPLY_COUNTS[method_name] += 1
        logger.debug("%s.apply on %s: tokens=%d", method_name, layer.prefix, x.shape[0])
        return apply_fn(self, layer, x, bias)

    return apply


class QuantMethodMeta(type):
    """Registers concrete quantization methods and instruments their ``apply``."""

    def __new__(mcs, name, bases, namespace, **kwargs):
        method_name: Optional[str] = namespace.get("method_name")
        if method_name is not None and "apply" in namespace:
            namespace["apply"] = _instrument_apply(namespace["apply"], method_name)
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        if method_name is not None:
            if method_name in QUANTIZATION_METHODS:
                raise ValueError(f"quantization method {method_name!r} registered twice")
            QUANTIZATION_METHODS[method_name] = cls
        return cls


def get_quantization_method(name: Optional[str]):
    key = name or "unquantized"
    if key not in QUANTIZATION_METHODS:
        raise ValueError(f"unknown quantization {name!r}; available: {sorted(QUANTIZATION_METHODS)}")
    return QUANTIZATION_METHODS[key]()
