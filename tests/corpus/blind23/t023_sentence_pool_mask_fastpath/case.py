import torch

ENTRY = "t023_sentence_pool_mask_fastpath.service:encode_queries"


def inputs():
    input_ids = torch.randint(1, 128, (2, 8))
    attention_mask = torch.ones(2, 8, dtype=torch.long)
    attention_mask[1, 5:] = 0
    return (input_ids, attention_mask)
