import functools
import logging
import threading

logger = logging.getLogger(__name__)

_collectors = threading.local()


class OutputRecorder:
    """Which submodule class produces which output, and at what index of its return value."""

    def __init__(self, target_class, index=0, layer_name=None):
        self.target_class = target_class
        self.index = index
        self.layer_name = layer_name


def _install_hooks(model, recorders, wanted):
    handles = []
    store = {key: [] for key in wanted}
    _collectors.store = store
    for name, module in model.named_modules():
        for key in wanted:
            spec = recorders[key]
            if isinstance(module, spec.target_class) and (spec.layer_name is None or spec.layer_name in name):

                def hook(mod, args, output, key=key, spec=spec):
                    value = output[spec.index] if isinstance(output, tuple) else output
                    _collectors.store[key].append(value)

                handles.append(module.register_forward_hook(hook))
    logger.debug("installed %d output hooks on %s", len(handles), type(model).__name__)
    return handles, store


def capture_outputs(func):
    """Collect ``hidden_states`` / ``attentions`` from submodules when the caller asks for them."""

    @functools.wraps(func)
    def wrapper(self, *args, **kwargs):
        wanted = []
        for key in ("hidden_states", "attentions"):
            flag = kwargs.pop(f"output_{key}", None)
            if flag is None:
                flag = getattr(self.config, f"output_{key}", False)
            if flag:
                wanted.append(key)

        if not wanted:
            return func(self, *args, **kwargs)

        handles, store = _install_hooks(self, self._can_record_outputs, wanted)
        try:
            outputs = func(self, *args, **kwargs)
        finally:
            for handle in handles:
                handle.remove()
            _collectors.store = None
        for key in wanted:
            setattr(outputs, key, tuple(store[key]))
        return outputs

    return wrapper


def can_return_tuple(func):
    """Let ``return_dict=False`` callers receive a plain tuple."""

    @functools.wraps(func)
    def wrapper(self, *args, **kwargs):
        return_dict = kwargs.pop("return_dict", None)
        if return_dict is None:
            return_dict = self.config.use_return_dict
        output = func(self, *args, **kwargs)
        if not return_dict:
            output = output.to_tuple()
        return output

    return wrapper
