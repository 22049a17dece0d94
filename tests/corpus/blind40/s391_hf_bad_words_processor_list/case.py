import torch

ENTRY = "s391_hf_bad_words_processor_list.generation:process_next_token_logits"


def inputs():
    g = torch.Generator().manual_seed(0)
    input_ids = torch.randint(0, 32, (2, 6), generator=g)
    return (input_ids, torch.randn(2, 32, generator=g))
