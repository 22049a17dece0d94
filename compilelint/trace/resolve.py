"""Resolving TARGET (``module.path:attr.path``) and FACTORY (the inputs) into something to call:
functions, ``nn.Module`` instances and classes, methods named through their class, objects already
wrapped by ``torch.compile``."""
from __future__ import annotations

import importlib
import importlib.util
import inspect
import types
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from compilelint.trace.results import DEFAULT_INPUTS_DESC, TraceUsageError


@dataclass
class Resolved:
    fn: Callable
    args: tuple
    kwargs: dict
    traced: str
    inputs_desc: str
    module_file: Optional[str]
    notes: list[str] = field(default_factory=list)
    root_spec: Optional[str] = None  # ``module:qualname`` of the traced function, for the scanner


def _split_ref(ref: str, what: str) -> tuple[str, list[str]]:
    mod, sep, attrs = ref.partition(":")
    if not sep or not mod or not attrs or any(not p.isidentifier() for p in attrs.split(".")) \
            or any(not p.isidentifier() for p in mod.split(".")):
        raise TraceUsageError(f"{what} {ref!r} is not of the form module.path:attr.path")
    return mod, attrs.split(".")


def _precheck(ref: str, what: str) -> None:
    """Form and top-level module existence, without importing anything."""
    modname, _ = _split_ref(ref, what)
    top = modname.split(".")[0]
    try:
        found = importlib.util.find_spec(top) is not None
    except (ImportError, ValueError):
        found = True  # let the real import report it
    if not found:
        raise TraceUsageError(f"{what} {ref!r}: no module named {top!r}")


def _import(modname: str, what: str, ref: str) -> types.ModuleType:
    try:
        return importlib.import_module(modname)
    except ModuleNotFoundError as exc:
        if exc.name and (modname == exc.name or modname.startswith(exc.name + ".")):
            raise TraceUsageError(f"{what} {ref!r}: no module named {exc.name!r}") from exc
        raise TraceUsageError(f"{what} {ref!r}: importing {modname} failed: "
                              f"{type(exc).__name__}: {exc}") from exc
    except Exception as exc:  # noqa: BLE001 - user code at import time
        raise TraceUsageError(f"{what} {ref!r}: importing {modname} raised "
                              f"{type(exc).__name__}: {_one_line(exc)}") from exc


def _one_line(exc: BaseException) -> str:
    s = " ".join(str(exc).split())
    return s[:300] + ("..." if len(s) > 300 else "")


def _unwrap_compiled(obj: Any, torch) -> tuple[Any, bool]:
    unwrapped = False
    for _ in range(16):
        if isinstance(obj, torch._dynamo.eval_frame.OptimizedModule):
            obj = obj._orig_mod
            unwrapped = True
            continue
        orig = getattr(obj, "_torchdynamo_orig_callable", None)
        if orig is not None and orig is not obj:
            obj = orig
            unwrapped = True
            continue
        break
    return obj, unwrapped


def _call_factory(factory: str):
    modname, attrs = _split_ref(factory, "FACTORY")
    obj = _import(modname, "FACTORY", factory)
    for a in attrs:
        try:
            obj = getattr(obj, a)
        except AttributeError as exc:
            raise TraceUsageError(f"FACTORY {factory!r}: {modname} has no attribute "
                                  f"{'.'.join(attrs)!r}") from exc
    if not callable(obj):
        raise TraceUsageError(f"FACTORY {factory!r} is not callable")
    try:
        return obj()
    except Exception as exc:  # noqa: BLE001
        raise TraceUsageError(f"FACTORY {factory!r} raised {type(exc).__name__}: {_one_line(exc)}") from exc


def _interpret_inputs(value: Any, factory: str, torch) -> tuple[tuple, dict, Any]:
    """(args, kwargs, instance-or-None) from what FACTORY returned."""
    if isinstance(value, dict):
        unknown = set(value) - {"args", "kwargs", "instance"}
        if unknown:
            raise TraceUsageError(f"FACTORY {factory!r} returned a dict with unknown keys "
                                  f"{sorted(unknown)}; use 'args', 'kwargs', 'instance'")
        args = value.get("args", ())
        kwargs = value.get("kwargs", {}) or {}
        if isinstance(args, torch.Tensor):
            args = (args,)
        if not isinstance(args, (tuple, list)) or not isinstance(kwargs, dict):
            raise TraceUsageError(f"FACTORY {factory!r}: 'args' must be a tuple and 'kwargs' a dict")
        return tuple(args), dict(kwargs), value.get("instance")
    if isinstance(value, torch.Tensor):
        return (value,), {}, None
    if isinstance(value, (tuple, list)):
        if len(value) == 2 and isinstance(value[0], (tuple, list)) and isinstance(value[1], dict):
            return tuple(value[0]), dict(value[1]), None
        return tuple(value), {}, None
    raise TraceUsageError(f"FACTORY {factory!r} returned {type(value).__name__}; expected a tuple of "
                          "args, (args, kwargs), or a dict with 'args'/'kwargs'/'instance'")


def resolve(target: str, inputs: Optional[str], torch) -> Resolved:
    modname, attrs = _split_ref(target, "TARGET")
    mod = _import(modname, "TARGET", target)
    notes: list[str] = []
    parent: Any = mod
    obj: Any = mod
    for i, a in enumerate(attrs):
        parent = obj
        try:
            obj = getattr(obj, a)
        except AttributeError as exc:
            where = modname + ("." + ".".join(attrs[:i]) if i else "")
            raise TraceUsageError(f"TARGET {target!r}: {where} has no attribute {a!r}") from exc

    if inputs:
        value = _call_factory(inputs)
        args, kwargs, instance = _interpret_inputs(value, inputs, torch)
        inputs_desc = inputs
    else:
        args, kwargs, instance = (torch.randn(4, 8),), {}, None
        inputs_desc = f"default: one {DEFAULT_INPUTS_DESC} (give --inputs FACTORY for real inputs)"
        notes.append(f"no --inputs given: called with one {DEFAULT_INPUTS_DESC}")

    obj, unwrapped = _unwrap_compiled(obj, torch)
    if unwrapped:
        notes.append("target was already wrapped by torch.compile: traced the original callable")

    traced = target
    # a method named through its class: needs an instance
    if inspect.isclass(parent) and len(attrs) >= 2:
        raw = None
        for klass in parent.__mro__:
            if attrs[-1] in vars(klass):
                raw = vars(klass)[attrs[-1]]
                break
        func = _unwrap_compiled(raw, torch)[0] if raw is not None else None
        if inspect.isfunction(func) and instance is None and args and isinstance(args[0], parent):
            # FACTORY passed the instance as the first positional argument (self)
            obj = func
        elif inspect.isfunction(func):  # a plain method (not static/class method): needs an instance
            if instance is None:
                try:
                    instance = parent()
                except Exception as exc:  # noqa: BLE001
                    raise TraceUsageError(
                        f"TARGET {target!r} is a method: {parent.__name__}() failed "
                        f"({type(exc).__name__}: {_one_line(exc)}); make FACTORY return "
                        "{'instance': ..., 'args': (...)}") from exc
                notes.append(f"instance: {parent.__name__}() (no arguments)")
            elif not isinstance(instance, parent):
                raise TraceUsageError(f"FACTORY instance is a {type(instance).__name__}, "
                                      f"not a {parent.__name__}")
            obj = types.MethodType(func, instance)
            instance = None
    if inspect.isclass(obj):
        try:
            inst = obj() if instance is None else instance
        except Exception as exc:  # noqa: BLE001
            raise TraceUsageError(f"TARGET {target!r} is a class and {obj.__name__}() failed "
                                  f"({type(exc).__name__}: {_one_line(exc)}); make FACTORY "
                                  "return {'instance': ..., 'args': (...)}") from exc
        if instance is None:
            notes.append(f"instance: {obj.__name__}() (no arguments)")
        if not isinstance(inst, obj):
            raise TraceUsageError(f"FACTORY instance is a {type(inst).__name__}, not a {obj.__name__}")
        obj, _ = _unwrap_compiled(inst, torch)
        instance = None
    if instance is not None:
        notes.append("FACTORY gave an 'instance' but TARGET is not a method or class: ignored")
    if not callable(obj):
        raise TraceUsageError(f"TARGET {target!r} is a {type(obj).__name__}, not a callable")

    root_spec = None
    if isinstance(obj, torch.nn.Module):
        cls = type(obj)
        traced = f"{cls.__module__}.{cls.__qualname__}.forward"
        root_spec = f"{cls.__module__}:{cls.__qualname__}"
        sig_target = obj.forward
    else:
        sig_target = obj
        func = getattr(obj, "__func__", obj)
        q = getattr(func, "__qualname__", None)
        m = getattr(func, "__module__", None)
        if isinstance(q, str) and isinstance(m, str):
            traced = f"{m}.{q}"
            if "<" not in q:
                root_spec = f"{m}:{q}"
    try:
        sig = inspect.signature(sig_target)
    except (TypeError, ValueError):
        sig = None
    if sig is not None:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as exc:
            how = "give --inputs FACTORY" if not inputs else f"check {inputs}"
            raise TraceUsageError(f"TARGET {target!r} cannot take these inputs ({exc}); {how}") from exc

    module_file = getattr(mod, "__file__", None)
    return Resolved(obj, args, kwargs, traced, inputs_desc, module_file, notes, root_spec)
