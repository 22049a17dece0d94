import copy
import warnings
from typing import Any, Dict


class PretrainedConfig:
    model_type: str = ""
    attribute_map: Dict[str, str] = {}
    _deprecated_attributes: Dict[str, str] = {}

    def __init__(self, **kwargs):
        for key, value in kwargs.items():
            setattr(self, self.attribute_map.get(key, key), value)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        attribute_map = type(self).attribute_map
        if name in attribute_map:
            return getattr(self, attribute_map[name])
        deprecated = type(self)._deprecated_attributes
        if name in deprecated:
            new_name = deprecated[name]
            warnings.warn(
                f"`{name}` is deprecated for {self.model_type} configs, use `{new_name}` instead",
                FutureWarning,
            )
            return getattr(self, new_name)
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def to_dict(self) -> Dict[str, Any]:
        out = copy.deepcopy(self.__dict__)
        out["model_type"] = self.model_type
        return out


class GemmaConfig(PretrainedConfig):
    model_type = "gemma"
    attribute_map = {"n_embd": "hidden_size", "n_layer": "num_hidden_layers"}
    _deprecated_attributes = {"hidden_activation": "hidden_act", "rms_eps": "rms_norm_eps"}

    def __init__(
        self,
        hidden_size: int = 8,
        intermediate_size: int = 16,
        num_hidden_layers: int = 2,
        hidden_act: str = "gelu_pytorch_tanh",
        rms_norm_eps: float = 1e-6,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.hidden_act = hidden_act
        self.rms_norm_eps = rms_norm_eps
        super().__init__(**kwargs)
