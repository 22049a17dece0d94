import logging
from collections import OrderedDict
from typing import Dict

import torch
from torch import nn

logger = logging.getLogger(__name__)


def _format_count(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1e6:.2f}M"
    if n >= 1_000:
        return f"{n / 1e3:.1f}K"
    return str(n)


def summarize_parameters(model: nn.Module) -> Dict[str, int]:
    summary: Dict[str, int] = OrderedDict()
    for name, child in model.named_children():
        summary[name] = sum(p.numel() for p in child.parameters())
    summary["<total>"] = sum(summary.values())
    return summary


def parameter_dtypes(model: nn.Module) -> Dict[torch.dtype, int]:
    counts: Dict[torch.dtype, int] = {}
    for _, param in model.named_parameters():
        counts[param.dtype] = counts.get(param.dtype, 0) + param.numel()
    return counts


def log_model_summary(model: nn.Module, prefix: str = "") -> None:
    summary = summarize_parameters(model)
    dtypes = parameter_dtypes(model)
    total = summary.pop("<total>")
    logger.info(
        "%s%s: %s parameters (%s)",
        prefix,
        type(model).__name__,
        _format_count(total),
        ", ".join(f"{dt}={_format_count(n)}" for dt, n in dtypes.items()),
    )
    for name, count in summary.items():
        logger.debug("  %s: %s", name, _format_count(count))
