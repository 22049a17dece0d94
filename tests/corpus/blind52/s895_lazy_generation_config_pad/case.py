import torch

from s895_lazy_generation_config_pad import CausalLMRunner

ENTRY = "s895_lazy_generation_config_pad.runner:CausalLMRunner.prefill"


def inputs():
    runner = CausalLMRunner()
    input_ids = torch.tensor([[0, 0, 5, 9, 12], [3, 4, 5, 6, 7]])
    return (runner, input_ids)
