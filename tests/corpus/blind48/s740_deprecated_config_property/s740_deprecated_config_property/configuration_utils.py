import copy
import warnings
from typing import Any


class PretrainedConfig:
    model_type: str = ""
    attribute_map: dict[str, str] = {}

    def __init__(self, **kwargs: Any):
        self.return_dict = kwargs.pop("return_dict", True)
        self.torch_dtype = kwargs.pop("torch_dtype", "float32")
        self.lm_head_dtype = kwargs.pop("lm_head_dtype", None)
        self.tie_word_embeddings = kwargs.pop("tie_word_embeddings", True)
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __setattr__(self, key, value):
        if key in super().__getattribute__("attribute_map"):
            key = super().__getattribute__("attribute_map")[key]
        super().__setattr__(key, value)

    @property
    def use_return_dict(self) -> bool:
        return self.return_dict

    @property
    def upcast_lm_head(self) -> bool:
        warnings.warn(
            "`config.upcast_lm_head` is deprecated and will be removed in v5; set `lm_head_dtype='float32'` instead.",
            FutureWarning,
        )
        return self.lm_head_dtype == "float32" or getattr(self, "_upcast_lm_head", False)

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.__dict__)
