import torch

ENTRY = "s509_whisper_decoder_prompt_guarded.prompt:step"


def inputs():
    language_ids = torch.tensor([52, 55])
    prompt_ids = torch.tensor([[3, 9, 12, 20, 21, 7], [4, 4, 8, 30, 2, 11]])
    return (language_ids, prompt_ids)
