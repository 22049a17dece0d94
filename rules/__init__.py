"""Every compilelint rule, one rule or family per file. ``all_rules()`` is the registry."""
from __future__ import annotations

import functools

from compilelint import gb
from compilelint.rules.base import FunctionContext, Hit, Rule


@functools.cache
def all_rules() -> tuple[type[Rule], ...]:
    from compilelint.rules import (clocks, custom_ops, disabled, dynamic_loading, file_io, impure_calls, locks,
                                   measured, side_effects, subprocess_calls, tensor_data)

    rules = [subprocess_calls.SubprocessCall, file_io.FileIO, disabled.DisabledFunctionCall,
             side_effects.PrintCall, side_effects.LoggingCall, side_effects.WarningsCall,
             clocks.ClockCall, locks.LockUse, dynamic_loading.DynamicLoading,
             impure_calls.ImpureStdlibCall, impure_calls.TorchRuntimeQuery, measured.MeasuredBarrier,
             tensor_data.DataDependentBranch, tensor_data.FloatToList, tensor_data.DataPtrArithmetic,
             custom_ops.CustomOpWithoutFake]
    return tuple(rules)


@functools.cache
def by_code() -> dict[str, type[Rule]]:
    return {r.code: r for r in all_rules()}


def call_rules() -> tuple[type[Rule], ...]:
    return tuple(r for r in all_rules() if r.calls)


def syntax_rules() -> tuple[type[Rule], ...]:
    return tuple(r for r in all_rules() if r.check_function.__func__ is not Rule.check_function.__func__)


@functools.lru_cache(maxsize=65536)
def pattern_match(name: str):
    """(rule, gb_type) for the first rule whose hand-written call patterns match, else None."""
    for rule in call_rules():
        gb_type = rule.match_call(name)
        if gb_type is not None:
            return rule, gb_type
    return None


@functools.lru_cache(maxsize=65536)
def match_call(name: str):
    """(rule, gb_type) when a resolved callee name is a barrier, else None.

    The measured catalogue decides first (``compilelint.catalogue``): a call dynamo compiled is
    never reported, a call it refused is reported with the measured gb_type by the rule of its
    family. Names the catalogue did not measure fall back to the rules' call patterns.
    """
    from compilelint import catalogue

    v = catalogue.verdict(name)
    if v is None:
        return None
    if v is not catalogue._MISSING:
        code, gb_type = v
        rule = by_code()[code]
        return rule, gb_type or (rule.gb_types[0] if rule.gb_types else None)
    return pattern_match(name)


def rules_for_gb_type(gb_type: str | None) -> list[type[Rule]]:
    """Rules that predict a dynamo gb_type (``None``/"UserError" for data-dependent UserErrors),
    the measured ones of the catalogue included."""
    key = gb_type or gb.USER_ERROR
    return [r for r in all_rules() if key in r.predicted_gb_types()]


__all__ = ["Rule", "Hit", "FunctionContext", "all_rules", "by_code", "match_call", "pattern_match",
           "rules_for_gb_type"]
