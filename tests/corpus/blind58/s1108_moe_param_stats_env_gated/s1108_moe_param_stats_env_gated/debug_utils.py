import logging
from typing import Dict

import torch
from torch import nn

logger = logging.getLogger(__name__)


def collect_param_stats(module: nn.Module) -> Dict[str, Dict[str, float]]:
    stats = {}
    for name, param in module.named_parameters():
        data = param.detach().float()
        stats[name] = {
            "norm": data.norm().item(),
            "absmax": data.abs().max().item(),
            "numel": float(param.numel()),
        }
    return stats


def dump_expert_param_stats(moe: nn.Module, tag: str) -> None:
    stats = collect_param_stats(moe)
    for name, s in stats.items():
        logger.info("[%s] %s norm=%.4f absmax=%.4f numel=%d", tag, name, s["norm"], s["absmax"], int(s["numel"]))
    print(f"[{tag}] dumped {len(stats)} tensors")
