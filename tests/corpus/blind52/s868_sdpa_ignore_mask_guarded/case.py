import torch

from s868_sdpa_ignore_mask_guarded import Qwen2Config, Qwen2Model

ENTRY = "s868_sdpa_ignore_mask_guarded.modeling_qwen2:Qwen2Model.forward"


def inputs():
    model = Qwen2Model(Qwen2Config())
    input_ids = torch.randint(0, 100, (2, 5))
    attention_mask = torch.ones(2, 5, dtype=torch.long)
    return (model, input_ids, attention_mask)
