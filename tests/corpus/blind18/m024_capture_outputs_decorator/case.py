import torch

ENTRY = "m024_capture_outputs_decorator.modeling_tiny_bert:compiled_encoder"


def inputs():
    input_ids = torch.randint(0, 100, (2, 7))
    return (input_ids,)
