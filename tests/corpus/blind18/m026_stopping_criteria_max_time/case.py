import torch

from m026_stopping_criteria_max_time.generation.utils import GenerationMixin
from m026_stopping_criteria_max_time.modeling_tiny_lm import TinyLMConfig, TinyLMForCausalLM

ENTRY = "m026_stopping_criteria_max_time.generation.utils:GenerationMixin.sample_step"


def inputs():
    torch.manual_seed(0)
    model = TinyLMForCausalLM(TinyLMConfig()).eval()
    model.prepare_generation()
    input_ids = torch.randint(3, 50, (2, 5))
    unfinished = torch.ones(2, dtype=torch.long)
    return (model, input_ids, unfinished)
