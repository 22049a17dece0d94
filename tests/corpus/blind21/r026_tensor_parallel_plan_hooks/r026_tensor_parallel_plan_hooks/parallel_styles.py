"""Tensor-parallel plan: name patterns -> sharding style, applied with hooks."""
import os
import re

import torch
import torch.distributed as dist
import torch.nn as nn


def _tp_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return int(os.environ.get("TP_WORLD_SIZE", "1"))


class ParallelStyle:
    name = "base"

    def shard_(self, module: nn.Module, rank: int, world_size: int) -> None:
        pass

    def prepare_output(self, module: nn.Module, inputs, output):
        return output


class ColwiseParallel(ParallelStyle):
    name = "colwise"

    def shard_(self, module, rank, world_size):
        if world_size > 1:
            chunk = module.out_features // world_size
            with torch.no_grad():
                module.weight = nn.Parameter(module.weight[rank * chunk:(rank + 1) * chunk].clone())
            module.out_features = chunk


class RowwiseParallel(ParallelStyle):
    name = "rowwise"

    def shard_(self, module, rank, world_size):
        if world_size > 1:
            chunk = module.in_features // world_size
            with torch.no_grad():
                module.weight = nn.Parameter(module.weight[:, rank * chunk:(rank + 1) * chunk].clone())
            module.in_features = chunk

    def prepare_output(self, module, inputs, output):
        # partial sums from every rank have to be reduced
        if _tp_world_size() > 1:
            dist.all_reduce(output)
        return output


STYLES = {"colwise": ColwiseParallel, "rowwise": RowwiseParallel}


def _pattern_to_regex(pattern: str) -> re.Pattern:
    return re.compile("^" + re.escape(pattern).replace(r"\*", r"\d+") + "$")


def apply_tp_plan(model: nn.Module, plan: dict) -> nn.Module:
    world_size = _tp_world_size()
    rank = dist.get_rank() if dist.is_available() and dist.is_initialized() else 0
    compiled = [(_pattern_to_regex(p), STYLES[s]()) for p, s in plan.items()]
    for name, module in model.named_modules():
        for regex, style in compiled:
            if regex.match(name):
                style.shard_(module, rank, world_size)
                module.register_forward_hook(style.prepare_output)
                module._tp_style = style.name
                break
    return model
