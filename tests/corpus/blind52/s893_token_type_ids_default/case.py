import torch

ENTRY = "s893_token_type_ids_default.modeling_bert:encoder"


def inputs():
    input_ids = torch.randint(1, 100, (2, 7))
    attention_mask = torch.ones(2, 7, dtype=torch.long)
    return (input_ids, attention_mask)
