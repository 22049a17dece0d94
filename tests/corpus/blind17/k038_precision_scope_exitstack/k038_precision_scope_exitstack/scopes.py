import contextlib

import torch


@contextlib.contextmanager
def inference_scope():
    with torch.no_grad():
        yield


def layer_scopes(flags):
    stack = contextlib.ExitStack()
    if flags.get("no_grad", False):
        stack.enter_context(inference_scope())
    if flags.get("nvtx", False):
        stack.enter_context(contextlib.nullcontext())
    return stack
