import torch

from s773_logits_last_index_tolist.model import TinyForCausalLM


def inputs():
    torch.manual_seed(0)
    model = TinyForCausalLM(vocab_size=32, hidden_size=8)
    hidden_states = torch.randn(7, 8)
    extend_seq_lens = torch.tensor([3, 4])
    return (model, hidden_states, extend_seq_lens)


ENTRY = "s773_logits_last_index_tolist.model:TinyForCausalLM.compute_logits"
