import torch

ENTRY = "v008_runner_eager_only_validation.model_runner:forward_extend"


def inputs():
    input_ids = torch.tensor([1, 4, 2, 8, 5, 7], dtype=torch.long)
    extend_seq_lens = torch.tensor([2, 4], dtype=torch.long)
    temperatures = torch.tensor([0.7, 1.0])
    return (input_ids, extend_seq_lens, temperatures)
