from __future__ import annotations

import enum
from typing import Any, ClassVar, Dict, Optional, Type

import torch


class WeightType(enum.Enum):
    UINT4B8 = "uint4b8"
    UINT8B128 = "uint8b128"

    @property
    def bits(self) -> int:
        return 4 if self is WeightType.UINT4B8 else 8

    @property
    def bias(self) -> int:
        return 1 << (self.bits - 1)


class QuantizationConfig:
    _registry: ClassVar[Dict[str, Type["QuantizationConfig"]]] = {}
    name: ClassVar[str] = ""

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.name:
            QuantizationConfig._registry[cls.name] = cls

    @classmethod
    def from_hf_config(cls, hf_cfg: Dict[str, Any]) -> "QuantizationConfig":
        method = hf_cfg.get("quant_method", "").lower()
        try:
            sub = cls._registry[method]
        except KeyError:
            raise ValueError(f"unknown quant_method {method!r}; known: {sorted(cls._registry)}") from None
        return sub.from_config(hf_cfg)

    @classmethod
    def from_config(cls, cfg: Dict[str, Any]) -> "QuantizationConfig":
        raise NotImplementedError

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        raise NotImplementedError


class GPTQConfig(QuantizationConfig):
    name = "gptq"

    def __init__(self, weight_type: WeightType, group_size: int, desc_act: bool,
                 modules_to_not_convert: Optional[list] = None):
        self.weight_type = weight_type
        self.group_size = group_size
        self.desc_act = desc_act
        self.modules_to_not_convert = modules_to_not_convert or []

    @classmethod
    def from_config(cls, cfg):
        bits = int(cfg.get("bits", 4))
        wtype = {4: WeightType.UINT4B8, 8: WeightType.UINT8B128}[bits]
        return cls(wtype, int(cfg.get("group_size", 128)), bool(cfg.get("desc_act", False)),
                   cfg.get("modules_to_not_convert"))

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_type.bits

    def get_quant_method(self, layer, prefix):
        if any(prefix.endswith(m) for m in self.modules_to_not_convert):
            return None
        from .gptq import GPTQLinearMethod

        return GPTQLinearMethod(self)
