"""Decorators applied to model ``forward`` methods."""
from functools import wraps

import torch


class OutputRecorder:
    """Which submodule class to hook, and which element of its output to record."""

    def __init__(self, target_class, index=0, layer_name=None):
        self.target_class = target_class
        self.index = index
        self.layer_name = layer_name


@torch.compiler.disable
def _install_capture_hooks(model, recorders, collected):
    handles = []
    for key, recorder in recorders.items():
        collected[key] = []

        def hook(module, args, output, key=key, recorder=recorder):
            value = output[recorder.index] if isinstance(output, tuple) else output
            collected[key].append(value)

        for module in model.modules():
            if isinstance(module, recorder.target_class):
                handles.append(module.register_forward_hook(hook))
    return handles


def capture_outputs(func):
    """Collect intermediate outputs named in ``self._can_record_outputs`` through forward hooks."""

    @wraps(func)
    def wrapper(self, *args, **kwargs):
        output_hidden_states = kwargs.pop(
            "output_hidden_states", getattr(self.config, "output_hidden_states", False)
        )
        recorders = {}
        if output_hidden_states:
            recorders["hidden_states"] = self._can_record_outputs["hidden_states"]

        collected = {}
        handles = []
        if recorders:
            handles = _install_capture_hooks(self, recorders, collected)
        outputs = func(self, *args, **kwargs)
        for handle in handles:
            handle.remove()
        if "hidden_states" in collected:
            outputs.hidden_states = tuple(collected["hidden_states"]) + (outputs.last_hidden_state,)
        return outputs

    return wrapper


def can_return_tuple(func):
    """Let callers pass ``return_dict=False`` to get a plain tuple back."""

    @wraps(func)
    def wrapper(self, *args, **kwargs):
        return_dict = self.config.use_return_dict if hasattr(self, "config") else True
        return_dict_passed = kwargs.pop("return_dict", return_dict)
        if return_dict_passed is not None:
            return_dict = return_dict_passed
        output = func(self, *args, **kwargs)
        if not return_dict and not isinstance(output, tuple):
            output = output.to_tuple()
        return output

    return wrapper
