import torch

ENTRY = "v132_delay_pattern_numpy.decoding:prepare_decoder_inputs"


def inputs():
    return (torch.randint(0, 2048, (2, 4, 6)),)
