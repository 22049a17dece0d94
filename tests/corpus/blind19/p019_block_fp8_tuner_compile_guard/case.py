import torch

from p019_block_fp8_tuner_compile_guard.runner import BlockFp8GemmRunner

ENTRY = "p019_block_fp8_tuner_compile_guard.runner:BlockFp8GemmRunner.run"

_RUNNER = BlockFp8GemmRunner(in_features=32, out_features=16)


def inputs():
    return (_RUNNER, torch.randn(4, 32))
