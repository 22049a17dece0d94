import torch


def is_torchdynamo_compiling() -> bool:
    try:
        return torch.compiler.is_compiling()
    except AttributeError:
        import torch._dynamo as dynamo

        return dynamo.is_compiling()


def is_pin_memory_available() -> bool:
    return torch.cuda.is_available()
