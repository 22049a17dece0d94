import torch

from p023_dynamic_ntk_rope import PhiLiteConfig, PhiLiteForCausalLM

ENTRY = "p023_dynamic_ntk_rope.modeling:PhiLiteForCausalLM.forward"


def inputs():
    config = PhiLiteConfig(rope_scaling={"type": "dynamic", "factor": 2.0})
    model = PhiLiteForCausalLM(config).eval()
    input_ids = torch.randint(0, config.vocab_size, (2, 6))
    position_ids = torch.arange(6).expand(2, -1)
    return (model, input_ids, position_ids)
