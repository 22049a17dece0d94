import torch

from .autotuner import AutoTuner, TunableRunner

FP8_MAX = torch.finfo(torch.float8_e4m3fn).max


class BlockScaledRunner(TunableRunner):
    """Emulated fp8 GEMM; the tactic is the K-split factor."""

    def get_valid_tactics(self, inputs):
        k = inputs[0].shape[-1]
        return [s for s in (1, 2, 4) if k % s == 0]

    def forward(self, inputs, tactic):
        a, b, a_scale, b_scale = inputs
        out = sum(
            a_chunk.float() @ b_chunk.float().t()
            for a_chunk, b_chunk in zip(a.chunk(tactic, dim=-1), b.chunk(tactic, dim=-1))
        )
        return out * a_scale * b_scale.t()


class CastRunner(TunableRunner):
    def forward(self, inputs, tactic):
        a, b, a_scale, b_scale = inputs
        return (a.float() * a_scale) @ (b.float() * b_scale).t()


_RUNNERS = [BlockScaledRunner(), CastRunner()]


def fp8_gemm(a, b, a_scale, b_scale):
    inputs = (a, b, a_scale, b_scale)
    runner, tactic = AutoTuner.get().choose_one("fp8_gemm", _RUNNERS, inputs)
    return runner.forward(inputs, tactic)
