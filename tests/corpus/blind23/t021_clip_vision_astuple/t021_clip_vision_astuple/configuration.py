"""Configuration for the vision tower."""
from __future__ import annotations

import copy


class PretrainedConfig:
    model_type: str = ""

    def __init__(self, return_dict: bool = True, torchscript: bool = False, **kwargs):
        self.return_dict = return_dict
        self.torchscript = torchscript
        for key, value in kwargs.items():
            setattr(self, key, value)

    @property
    def use_return_dict(self) -> bool:
        # torchscript-exportable configs never return dataclasses
        return self.return_dict and not self.torchscript

    def to_dict(self) -> dict:
        out = copy.deepcopy(self.__dict__)
        out["model_type"] = self.model_type
        return out


class VisionConfig(PretrainedConfig):
    model_type = "clip_vision_model"

    def __init__(
        self,
        hidden_size: int = 32,
        intermediate_size: int = 64,
        num_hidden_layers: int = 2,
        num_attention_heads: int = 4,
        num_channels: int = 3,
        image_size: int = 32,
        patch_size: int = 8,
        layer_norm_eps: float = 1e-5,
        **kwargs,
    ):
        super().__init__(**kwargs)
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_channels = num_channels
        self.image_size = image_size
        self.patch_size = patch_size
        self.layer_norm_eps = layer_norm_eps
