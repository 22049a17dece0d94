import torch

from s270_fp8_cast_debug_flag_dead_branch.mlp import Engine

ENTRY = "s270_fp8_cast_debug_flag_dead_branch.mlp:Engine.step"

_engine = Engine()


def inputs():
    return (_engine, torch.randn(4, 8))
