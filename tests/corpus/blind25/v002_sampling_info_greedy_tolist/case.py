import torch

ENTRY = "v002_sampling_info_greedy_tolist.model_runner:compiled_runner"


def inputs():
    hidden = torch.randn(3, 16)
    temperatures = torch.tensor([0.0, 0.7, 1.0])
    top_ps = torch.tensor([1.0, 0.9, 0.95])
    return (hidden, temperatures, top_ps)
