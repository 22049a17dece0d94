import copy
import enum
import logging
import os
import time
import warnings

logger = logging.getLogger(__name__)


class ActivationType(str, enum.Enum):
    GELU = "gelu"
    GELU_TANH = "gelu_pytorch_tanh"
    SILU = "silu"
    RELU = "relu"


class PretrainedConfig:
    model_type: str = ""
    attribute_map: dict = {}
    _deprecated_kwargs: dict = {}

    def __setattr__(self, key, value):
        if key in super().__getattribute__("attribute_map"):
            key = super().__getattribute__("attribute_map")[key]
        super().__setattr__(key, value)

    def __getattribute__(self, key):
        if key != "attribute_map" and key in super().__getattribute__("attribute_map"):
            key = super().__getattribute__("attribute_map")[key]
        return super().__getattribute__(key)

    def __init__(self, **kwargs):
        for old_name, new_name in self._deprecated_kwargs.items():
            if old_name in kwargs:
                warnings.warn(
                    f"`{old_name}` is deprecated for {type(self).__name__}, use `{new_name}`", FutureWarning
                )
                kwargs.setdefault(new_name, kwargs.pop(old_name))

        self.torch_dtype = kwargs.pop("torch_dtype", None)
        self.output_attentions = kwargs.pop("output_attentions", False)
        self.use_cache = kwargs.pop("use_cache", True)
        self._attn_implementation = kwargs.pop(
            "attn_implementation", os.environ.get("TINY_ATTN_IMPLEMENTATION", "sdpa")
        )
        self._created_at = time.time()

        for key, value in kwargs.items():
            try:
                setattr(self, key, value)
            except AttributeError as err:
                logger.error("Can't set %s with value %s for %s", key, value, self)
                raise err
        logger.info("%s created (attn=%s)", type(self).__name__, self._attn_implementation)

    def to_dict(self):
        output = copy.deepcopy({k: v for k, v in self.__dict__.items() if not k.startswith("_")})
        output["model_type"] = self.__class__.model_type
        return output
