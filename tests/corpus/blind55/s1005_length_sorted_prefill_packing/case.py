import torch

from s1005_length_sorted_prefill_packing.prefill_runner import PrefillRunner, RunnerConfig

ENTRY = "s1005_length_sorted_prefill_packing.prefill_runner:PrefillRunner.forward_extend"


def inputs():
    runner = PrefillRunner(RunnerConfig())
    input_ids = torch.tensor([1, 2, 3, 4, 5, 6, 7], dtype=torch.int64)
    extend_seq_lens = torch.tensor([2, 4, 1], dtype=torch.int64)
    return (runner, input_ids, extend_seq_lens)
