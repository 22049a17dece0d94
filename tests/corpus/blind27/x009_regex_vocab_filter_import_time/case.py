import torch

ENTRY = "x009_regex_vocab_filter_import_time.head:filtered_head"


def inputs():
    return (torch.randn(4, 8),)
