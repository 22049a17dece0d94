import torch

from s960_vocab_padding_env_at_init.model import Phi3ForCausalLM

ENTRY = "s960_vocab_padding_env_at_init.model:Phi3ForCausalLM.forward"

_model = Phi3ForCausalLM()


def inputs():
    return (_model, torch.tensor([3, 8, 1, 77]), torch.tensor([1, 3]))
