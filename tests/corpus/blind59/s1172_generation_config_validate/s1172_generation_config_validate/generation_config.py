import copy
import warnings
from typing import Any, Dict


class GenerationConfig:
    """Subset of the transformers ``GenerationConfig`` used by the serving adapter."""

    _defaults: Dict[str, Any] = {
        "max_new_tokens": 16,
        "do_sample": False,
        "temperature": 1.0,
        "top_k": 50,
        "top_p": 1.0,
        "repetition_penalty": 1.0,
        "eos_token_id": None,
        "pad_token_id": None,
    }

    def __init__(self, **kwargs: Any):
        for name, default in self._defaults.items():
            setattr(self, name, kwargs.pop(name, default))
        self._extra = kwargs

    @classmethod
    def from_model_config(cls, model_config: Any) -> "GenerationConfig":
        values = {}
        for name in cls._defaults:
            value = getattr(model_config, name, None)
            if value is not None:
                values[name] = value
        return cls(**values)

    def update(self, **kwargs: Any) -> Dict[str, Any]:
        unused = {}
        for key, value in kwargs.items():
            if key in self._defaults:
                setattr(self, key, value)
            else:
                unused[key] = value
        return unused

    def validate(self) -> None:
        if self.do_sample:
            return
        greedy_flags = []
        if self.temperature is not None and self.temperature != 1.0:
            greedy_flags.append(("temperature", self.temperature))
        if self.top_p is not None and self.top_p != 1.0:
            greedy_flags.append(("top_p", self.top_p))
        for flag, value in greedy_flags:
            warnings.warn(
                f"`do_sample` is set to `False`. However, `{flag}` is set to `{value}` -- "
                "this flag is only used in sample-based generation modes.",
                UserWarning,
            )

    def copy(self) -> "GenerationConfig":
        return copy.deepcopy(self)
