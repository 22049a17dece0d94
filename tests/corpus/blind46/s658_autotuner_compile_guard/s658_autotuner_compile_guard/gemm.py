import torch

from .autotuner import AutoTuner, TunableRunner


class SplitKGemmRunner(TunableRunner):
    def __init__(self, split_k_options=(1, 2, 4)):
        self.split_k_options = split_k_options

    def get_valid_tactics(self, inputs):
        k = inputs[0].shape[-1]
        return [i for i, s in enumerate(self.split_k_options) if k % s == 0]

    def forward(self, inputs, tactic: int = -1):
        a, b = inputs
        split_k = self.split_k_options[max(tactic, 0)]
        step = a.shape[-1] // split_k
        acc = a[:, :step] @ b[:step]
        for s in range(1, split_k):
            acc = acc + a[:, s * step:(s + 1) * step] @ b[s * step:(s + 1) * step]
        return acc


class CublasGemmRunner(TunableRunner):
    def forward(self, inputs, tactic: int = -1):
        a, b = inputs
        return torch.mm(a, b)


_RUNNERS = [CublasGemmRunner(), SplitKGemmRunner()]


def tuned_mm(a, b):
    runner, tactic = AutoTuner.get().choose_one("flashinfer::tuned_mm", _RUNNERS, [a, b])
    return runner.forward([a, b], tactic)


def mlp_block(x, w_up, w_down):
    return tuned_mm(torch.relu(tuned_mm(x, w_up)), w_down)


step = torch.compile(mlp_block, fullgraph=True)
