"""The probe harness: measure what dynamo on the installed torch does with each catalogued call.

    python -m compilelint.catalogue.probe --out compilelint/data/catalogue-torch-2.13.json
    python -m compilelint.catalogue.probe --derive-modules .targets/sglang-0.5.23 ...   # module list

For every public function and class of the probed modules (found with ``dir`` and ``inspect``,
never typed by hand; see :mod:`compilelint.catalogue.modules`), the harness synthesizes a call
from the signature's parameter names, checks that the call runs eagerly, and then places it in a
function compiled with ``torch.compile(fullgraph=True)`` on a float tensor (an eager backend that
also records the graph) in the forms that matter:

* ``direct``: ``r = os.getpid()`` in the compiled function;
* ``helper``: the same call one Python call down (``r = _helper()``);
* ``method``: a method of an object made outside the compiled region (classes are constructed
  outside and their methods called inside; so are the objects functions return, such as
  ``logging.getLogger('probe')``, whose methods are catalogued as ``logging.getLogger().info``);
* ``with``: entering such an object as a context manager (``threading.Lock().__enter__``).

Outcomes: ``compiles`` (the call put ops in the graph), ``constant`` (it compiled and added
nothing to the graph: evaluated at trace time, its result baked in), ``fails`` (dynamo's
``Unsupported`` with its ``gb_type``; the GB id comes from the installed registry through
:mod:`compilelint.gb`), ``error`` (another exception while compiling), ``timeout``, ``crash``.
A callable without a sane synthesized call is recorded under ``unprobed`` with the reason.

Probes run in subprocess workers (``--worker``) with a per-probe timeout; a worker that hangs or
dies is replaced. ``torch._dynamo.reset()`` runs before every compile. The workers work in a
temporary directory; calls that would stop, fork or signal the process are excluded by name.
"""
from __future__ import annotations

import argparse
import inspect
import json
import os
import re
import select
import subprocess
import sys
import tempfile
import time
import types
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from compilelint.catalogue import modules as M

DEFAULT_OUT = os.path.join(M.DATA_DIR, "catalogue-torch-{major}.{minor}.json")
JOB_TIMEOUT = 12.0
RESTART_EVERY = 400

# names (fnmatch-style) that are never called, with the reason
import fnmatch  # noqa: E402

DENY = (
    ("os.kill*", "signals processes"), ("os.abort", "stops the process"), ("os._exit", "stops the process"),
    ("os.fork*", "forks the worker"), ("os.exec*", "replaces the worker"), ("os.spawn*", "starts processes"),
    ("os.posix_spawn*", "starts processes"), ("os.wait*", "waits on child processes"),
    ("os.close", "closes the worker's pipes"), ("os.closerange", "closes the worker's pipes"),
    ("os.dup2", "rewires the worker's descriptors"), ("os.set*", "changes process credentials/limits"),
    ("os.chroot", "changes the root"), ("os.*chown", "changes ownership"), ("os.nice", "changes priority"),
    ("os.sched_set*", "changes scheduling"), ("os.register_at_fork", "fork hooks"),
    ("os.pidfd_open", "process handles"), ("os.plock", "process locks"), ("os.tcsetpgrp", "terminal control"),
    ("os.login_tty", "terminal control"), ("os.openpty", "terminal control"),
    ("os.sendfile", "writes to descriptors"), ("os.write*", "writes to the worker's descriptors"),
    ("os.pwrite*", "writes to descriptors"), ("os.ftruncate", "truncates descriptors"),
    ("os.truncate", "truncates files"), ("os.eventfd*", "descriptors"), ("os.memfd_create", "descriptors"),
    ("os.splice", "descriptors"), ("os.copy_file_range", "descriptors"),
    ("sys.exit", "stops the worker"), ("sys.setrecursionlimit", "breaks the worker's stack"),
    ("sys.setswitchinterval", "changes the scheduler"), ("sys.setdlopenflags", "changes native loading"),
    ("sys.settrace", "replaces the tracer dynamo relies on"), ("sys.setprofile", "replaces the profiler"),
    ("sys.breakpointhook", "starts a debugger"), ("sys.excepthook", "exception hook"),
    ("sys.displayhook", "display hook"), ("sys.unraisablehook", "hook"), ("sys.addaudithook", "permanent hook"),
    ("sys.set_asyncgen_hooks", "hooks"), ("sys.setdefaultencoding", "interpreter state"),
    ("sys.activate_stack_trampoline", "perf trampolines"), ("sys.set_coroutine_origin_tracking_depth", "hooks"),
    ("builtins.input", "reads a terminal"), ("builtins.breakpoint", "starts a debugger"),
    ("builtins.exit", "stops the worker"), ("builtins.quit", "stops the worker"), ("builtins.help", "pager"),
    ("builtins.copyright", "pager"), ("builtins.credits", "pager"), ("builtins.license", "pager"),
    ("builtins.exec", "arbitrary code"), ("builtins.eval", "arbitrary code"), ("builtins.compile", "compiler"),
    ("shutil.rmtree", "removes directory trees"), ("shutil.chown", "changes ownership"),
    ("shutil.unpack_archive", "writes trees"), ("shutil.make_archive", "writes archives of the cwd"),
    ("subprocess.*", "subprocess calls are probed with a harmless command only (see PROCESS_CALLS)"),
    ("ctypes.string_at", "reads arbitrary memory"), ("ctypes.wstring_at", "reads arbitrary memory"),
    ("ctypes.memmove", "writes arbitrary memory"), ("ctypes.memset", "writes arbitrary memory"),
    ("ctypes.cast", "reinterprets memory"), ("ctypes.pythonapi*", "interpreter internals"),
    ("ctypes.resize", "memory"), ("ctypes.set_errno", "errno"), ("ctypes.SetPointerType", "legacy"),
    ("gc.freeze", "changes collection for the worker"), ("gc.set_threshold", "changes collection"),
    ("logging.shutdown", "closes every handler"), ("logging.disable", "silences logging for the worker"),
    ("logging.basicConfig", "configures the root logger for the worker"),
    ("logging.setLoggerClass", "changes logger construction"), ("logging.setLogRecordFactory", "changes records"),
    ("logging.captureWarnings", "rewires warnings"), ("logging.config.*", "configures logging"),
    ("logging.handlers.SysLogHandler", "sockets"), ("logging.handlers.SMTPHandler", "network"),
    ("logging.handlers.HTTPHandler", "network"), ("logging.handlers.SocketHandler", "network"),
    ("logging.handlers.DatagramHandler", "network"), ("warnings.resetwarnings", "changes the filters"),
    ("threading.settrace*", "tracer"), ("threading.setprofile*", "profiler"), ("threading.excepthook", "hook"),
    ("threading.stack_size", "thread stacks"), ("_thread.start_new*", "raw threads"), ("_thread.interrupt_main", "signals"),
    ("_thread.exit*", "stops the thread"), ("_thread.stack_size", "thread stacks"), ("_thread.daemon_threads_allowed", "state"),
    ("socket.create_server", "listens"), ("socket.create_connection", "connects"), ("socket.socketpair", "fds"),
    ("socket.fromfd", "fds"), ("socket.sethostname", "host configuration"), ("socket.getfqdn", "DNS lookups"),
    ("socket.gethostbyname*", "DNS lookups"), ("socket.gethostbyaddr", "DNS lookups"), ("socket.getaddrinfo", "DNS"),
    ("socket.getnameinfo", "DNS"), ("socket.send_fds", "fds"), ("socket.recv_fds", "fds"),
    ("urllib.request.*", "network"), ("http.*", "network"), ("webbrowser.*", "starts a browser"),
    ("platform.*popen*", "starts processes"), ("platform.architecture", "runs `file`"),
    ("os.system", "probed with a harmless command only (see PROCESS_CALLS)"),
    ("os.popen", "probed with a harmless command only (see PROCESS_CALLS)"),
    ("multiprocessing.Pool", "starts processes"), ("multiprocessing.Manager", "starts a server process"),
    ("multiprocessing.Process*", "starts processes"), ("multiprocessing.pool.*", "starts processes"),
    ("multiprocessing.connection.*", "listens and connects"), ("multiprocessing.managers.*", "servers"),
    ("multiprocessing.context.*", "process contexts"), ("multiprocessing.process.*", "processes"),
    ("multiprocessing.set_*", "process-wide settings"), ("multiprocessing.log_to_stderr", "configures logging"),
    ("multiprocessing.freeze_support", "frozen executables"), ("multiprocessing.get_context().*", "processes"),
    ("multiprocessing.allow_connection_pickling", "pickling hooks"), ("multiprocessing.active_children", "joins children"),
    ("multiprocessing.parent_process", "process handles"), ("multiprocessing.shared_memory.*", "named shared memory"),
    ("multiprocessing.reduction.*", "descriptor passing"), ("multiprocessing.queues.*", "needs a context"),
    ("multiprocessing.*Queue*", "feeder threads"), ("multiprocessing.Pipe", "descriptors"), ("concurrent.futures.*Pool*", "starts workers"),
    ("torch.cuda.memory._record_memory_history*", "hooks"), ("torch.set_default_device", "changes every later probe"),
    ("torch.set_default_dtype", "changes every later probe"), ("torch.set_default_tensor_type", "changes every later probe"),
    ("torch.set_grad_enabled", "changes every later probe"), ("torch.set_warn_always", "changes warnings"),
    ("torch.cuda.set_sync_debug_mode", "cuda"), ("torch.set_num_interop_threads", "only once per process"),
    ("torch.cpu.set_device", "device state"), ("torch.cuda.set_stream", "cuda"), ("torch.set_printoptions", "printing"),
    ("importlib.invalidate_caches", "import caches"), ("tempfile.tempdir", "state"),
    ("os.chdir", "the worker's cwd is its scratch directory"), ("os.fchdir", "cwd"), ("os.umask", "process umask"),
    ("os.putenv", "process environment"), ("os.unsetenv", "process environment"), ("os.environ.clear", "environment"),
    ("os.environ.pop*", "environment"), ("os.environ.update", "environment"), ("os.environ.setdefault", "environment"),
    ("os.environ.__*", "dunder"), ("sys.stdin.*", "reads a terminal"), ("sys.stdout.close", "closes stdout"),
    ("sys.stderr.close", "closes stderr"), ("sys.stdout.detach", "stdout"), ("sys.stderr.detach", "stderr"),
    ("sys.stdout.reconfigure", "stdout"), ("sys.stderr.reconfigure", "stderr"),
    ("tvm_ffi.*", "not importable here"),
)

# harmless spellings of the environment writers: the probe worker sets and removes one variable
# of its own (os.environ.clear / popitem stay unprobed: they would empty the worker's environment)
# The writes are measured where they write: ``setdefault`` of an unset variable, ``pop`` of a set
# one (dynamo 2.13 folds the calls that change nothing: ``setdefault('HOME', ...)`` compiles)
ENV_SETUPS = {
    "os.environ.setdefault": "os.environ.pop('COMPILELINT_PROBE_ENV', None)",
    "os.environ.pop": "os.environ['COMPILELINT_PROBE_ENV'] = '1'",
}
ENV_CALLS = {
    "os.environ.setdefault": "os.environ.setdefault('COMPILELINT_PROBE_ENV', '1')",
    "os.environ.pop": "os.environ.pop('COMPILELINT_PROBE_ENV', None)",
    "os.environ.update": "os.environ.update(COMPILELINT_PROBE_ENV='1')",
    "os.putenv": "os.putenv('COMPILELINT_PROBE_ENV', '1')",
    "os.unsetenv": "os.unsetenv('COMPILELINT_PROBE_ENV')",
}

# harmless spellings of the process calls (probed: nothing but `true` runs)
PROCESS_CALLS = {
    "subprocess.run": "subprocess.run(['true'])", "subprocess.call": "subprocess.call(['true'])",
    "subprocess.check_call": "subprocess.check_call(['true'])",
    "subprocess.check_output": "subprocess.check_output(['true'])",
    "subprocess.getoutput": "subprocess.getoutput('true')", "subprocess.getstatusoutput": "subprocess.getstatusoutput('true')",
    "subprocess.Popen": "subprocess.Popen(['true']).wait()",
    "os.system": "os.system('true')", "os.popen": "os.popen('true').read()",
}

# methods that block with their default arguments, probed with a zero timeout (same call, returns)
METHOD_ARGS = {
    "threading.Event().wait": "0", "multiprocessing.Event().wait": "0",
    "contextlib.ExitStack().enter_context": "contextlib.nullcontext()",
}

# calls whose first plausible argument is not what the parameter name suggests
# callables whose outcome depends on what they are handed: the same call probed again with other
# arguments, recorded as an extra form (``other_forms``). ``dataclasses.fields`` of a dataclass
# *class* fails in dynamo ("dataclass fields failure"), of an *instance* it compiles; the scan
# reports it only where the argument is a class (``compilelint.catalogue.class_only``).
# ``copy.copy`` of a list or dict is skipped, of an object of a user class (a dataclass) it
# compiles: the scan reports it only where the argument is no such object (``object_compiles``)
# ``dataclasses.astuple`` / ``asdict`` and ``copy.deepcopy`` of plain values compile, of an object
# holding a tensor they fail ("Attempted to copy.deepcopy a tensor"): the scan reports them only
# where the argument holds tensors (``compilelint.catalogue.tensor_only``)
ARG_FORMS = {"dataclasses.fields": {"instance": "dataclasses.fields(PROBE_DC(1))"},
             "copy.copy": {"object": "copy.copy(PROBE_DC(1))"},
             "dataclasses.astuple": {"tensor": "dataclasses.astuple(PROBE_DC(x))"},
             "dataclasses.asdict": {"tensor": "dataclasses.asdict(PROBE_DC(x))"},
             "copy.deepcopy": {"tensor": "copy.deepcopy(PROBE_DC(x))"},
             # ``repr(cfg)`` of a dataclass instance: its generated __repr__ is wrapped by
             # reprlib.recursive_repr, which calls a skipped _thread.get_ident (``dataclass`` form;
             # ``compilelint.catalogue.dataclass_only``)
             "builtins.repr": {"dataclass": "repr(PROBE_DC(1))"},
             # ``inspect.getfullargspec(abs)`` of a C builtin fails ("builtin isinstance() cannot
             # determine type of argument"), of a Python function it compiles: the scan reports it
             # only where the argument is no function of the program (``function_compiles``)
             "inspect.getfullargspec": {"function": "inspect.getfullargspec(json.dumps)"}}
OVERRIDES = {
    # (the worker already ignores every warning: adding the same filter again changes nothing)
    "warnings.filterwarnings": "warnings.filterwarnings('ignore')",
    "warnings.simplefilter": "warnings.simplefilter('ignore')",
    "itertools.chain.from_iterable": "itertools.chain.from_iterable([[1], [2, 3]])",
    "torch.device": "torch.device('cpu')",
    "logging.getLogger": "logging.getLogger('probe')",
    "logging.LoggerAdapter": "logging.LoggerAdapter(logging.getLogger('probe'), {})",
    "logging.Logger": "logging.Logger('probe')",
    "struct.pack": "struct.pack('i', 1)", "struct.unpack": "struct.unpack('i', b'abcd')",
    "struct.calcsize": "struct.calcsize('i')", "struct.Struct": "struct.Struct('i')",
    "struct.pack_into": "struct.pack_into('i', bytearray(4), 0, 1)",
    "struct.unpack_from": "struct.unpack_from('i', b'abcd')", "struct.iter_unpack": "list(struct.iter_unpack('i', b'abcd'))",
    "ctypes.sizeof": "ctypes.sizeof(ctypes.c_int)", "ctypes.alignment": "ctypes.alignment(ctypes.c_int)",
    "ctypes.byref": "ctypes.byref(ctypes.c_int(1))", "ctypes.pointer": "ctypes.pointer(ctypes.c_int(1))",
    "ctypes.addressof": "ctypes.addressof(ctypes.c_int(1))", "ctypes.POINTER": "ctypes.POINTER(ctypes.c_int)",
    "ctypes.CDLL": "ctypes.CDLL(None)", "ctypes.PyDLL": "ctypes.PyDLL(None)",
    "ctypes.create_string_buffer": "ctypes.create_string_buffer(8)",
    "ctypes.util.find_library": "ctypes.util.find_library('c')",
    "torch.library.Library": "torch.library.Library('aten', 'IMPL')",
    "torch.utils.checkpoint.checkpoint": "torch.utils.checkpoint.checkpoint(torch.sin, x, use_reentrant=False)",
    "torch.utils.checkpoint.checkpoint_sequential":
        "torch.utils.checkpoint.checkpoint_sequential(torch.nn.Sequential(torch.nn.ReLU()), 1, x, use_reentrant=False)",
    "torch.autograd.graph.saved_tensors_hooks": "torch.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t)",
    "torch.autograd.graph.save_on_cpu": "torch.autograd.graph.save_on_cpu()",
    "torch.autograd.graph.disable_saved_tensors_hooks": "torch.autograd.graph.disable_saved_tensors_hooks('probe')",
    "importlib.import_module": "importlib.import_module('json')", "importlib.reload": "importlib.reload(json.decoder)",
    "builtins.__import__": "__import__('json')",
    "importlib.util.module_from_spec": "importlib.util.module_from_spec(importlib.util.find_spec('json'))",
    "importlib.util.spec_from_file_location": "importlib.util.spec_from_file_location('probe_mod', PYFILE)",
    "warnings.showwarning": "warnings.showwarning('probe', UserWarning, 'f', 1, file=DEVNULL)",
    "torch.save": "torch.save(x, TMP + '/saved.pt')", "torch.load": "torch.load(PTFILE)",
    "marshal.dumps": "marshal.dumps([1, 2])", "marshal.loads": "marshal.loads(marshal.dumps([1, 2]))",
    "marshal.dump": "marshal.dump([1, 2], open(FILE, 'wb'))", "marshal.load": "marshal.load(open(MARSHALFILE, 'rb'))",
    "filecmp.cmp": "filecmp.cmp(FILE, JSONFILE)", "filecmp.cmpfiles": "filecmp.cmpfiles(DIR, DIR, ['x'])",
    "filecmp.dircmp": "filecmp.dircmp(DIR, DIR)",
    "multiprocessing.Lock": "multiprocessing.Lock()", "multiprocessing.RLock": "multiprocessing.RLock()",
    "_thread.allocate_lock": "_thread.allocate_lock()",
    "importlib.util.find_spec": "importlib.util.find_spec('json')",
    "importlib.metadata.version": "importlib.metadata.version('torch')",
    "importlib.metadata.metadata": "importlib.metadata.metadata('torch')",
    "importlib.metadata.distribution": "importlib.metadata.distribution('torch')",
    "importlib.metadata.files": "importlib.metadata.files('filelock')",
    "importlib.metadata.requires": "importlib.metadata.requires('torch')",
    "importlib.util.resolve_name": "importlib.util.resolve_name('json', None)",
    "os.getenv": "os.getenv('HOME')", "os.environ.get": "os.environ.get('HOME')",
    "os.environ.__getitem__": "os.environ['HOME']", "os.path.expandvars": "os.path.expandvars('$HOME/x')",
    "os.path.join": "os.path.join(DIR, 'probe.txt')", "os.makedirs": "os.makedirs(DIR + '/made', exist_ok=True)",
    "os.mkdir": "os.mkdir(DIR + '/made')", "os.rename": "os.rename(FILE, DIR + '/renamed.txt')",
    "os.replace": "os.replace(FILE, DIR + '/renamed.txt')", "os.remove": "os.remove(FILE)",
    "os.unlink": "os.unlink(FILE)", "os.rmdir": "os.rmdir(DIR + '/empty')",
    "os.symlink": "os.symlink(FILE, DIR + '/link')", "os.link": "os.link(FILE, DIR + '/hard')",
    "os.chmod": "os.chmod(FILE, 0o644)", "os.access": "os.access(FILE, os.R_OK)",
    "os.open": "os.open(FILE, os.O_RDONLY)", "os.read": "os.read(FD, 1)",
    "time.sleep": "time.sleep(0)", "time.strftime": "time.strftime('%Y')", "time.strptime": "time.strptime('2026', '%Y')",
    "datetime.datetime": "datetime.datetime(2026, 1, 1)", "datetime.date": "datetime.date(2026, 1, 1)",
    "datetime.time": "datetime.time(1, 2)", "datetime.timedelta": "datetime.timedelta(seconds=1)",
    "random.randint": "random.randint(1, 3)", "random.randrange": "random.randrange(3)",
    "random.sample": "random.sample([1, 2, 3], 2)", "random.choices": "random.choices([1, 2, 3])",
    "random.seed": "random.seed(0)", "random.setstate": "random.setstate(random.getstate())",
    "random.getrandbits": "random.getrandbits(8)", "random.Random": "random.Random(0)",
    "secrets.randbelow": "secrets.randbelow(3)", "secrets.randbits": "secrets.randbits(8)",
    "json.dumps": "json.dumps({'a': 1})", "json.loads": "json.loads('{\"a\": 1}')",
    "json.dump": "json.dump({'a': 1}, open(FILE, 'w'))", "json.load": "json.load(open(JSONFILE))",
    "pickle.dumps": "pickle.dumps([1, 2])", "pickle.loads": "pickle.loads(pickle.dumps([1, 2]))",
    "pickle.dump": "pickle.dump([1, 2], open(FILE, 'wb'))", "pickle.load": "pickle.load(open(PICKLEFILE, 'rb'))",
    "copy.copy": "copy.copy([1, 2])", "copy.deepcopy": "copy.deepcopy({'a': [1, 2]})",
    "hashlib.new": "hashlib.new('sha256', b'abc')", "hashlib.pbkdf2_hmac": "hashlib.pbkdf2_hmac('sha256', b'a', b'b', 1)",
    "hashlib.file_digest": "hashlib.file_digest(open(FILE, 'rb'), 'sha256')",
    "inspect.getsource": "inspect.getsource(json.dumps)", "inspect.getfile": "inspect.getfile(json)",
    "inspect.signature": "inspect.signature(json.dumps)", "inspect.getmodule": "inspect.getmodule(json.dumps)",
    "inspect.getframeinfo": "inspect.getframeinfo(inspect.currentframe())",
    "sys._getframe": "sys._getframe()", "sys.getsizeof": "sys.getsizeof([1, 2])", "sys.intern": "sys.intern('abc')",
    "sys.getrefcount": "sys.getrefcount([1, 2])",
    "traceback.format_exc": "traceback.format_exc()", "traceback.print_stack": "traceback.print_stack(file=open(os.devnull, 'w'))",
    "functools.partial": "functools.partial(max, 1)", "functools.reduce": "functools.reduce(max, [1, 2, 3])",
    "functools.cmp_to_key": "functools.cmp_to_key(lambda a, b: a - b)",
    "functools.lru_cache": "functools.lru_cache(maxsize=8)(abs)", "functools.cache": "functools.cache(abs)",
    "functools.wraps": "functools.wraps(abs)(lambda v: v)", "functools.update_wrapper": "functools.update_wrapper(lambda v: v, abs)",
    "functools.cached_property": "functools.cached_property(lambda self: 1)",
    "functools.singledispatch": "functools.singledispatch(abs)",
    "contextlib.contextmanager": "contextlib.contextmanager(lambda: iter([None]))",
    "contextlib.nullcontext": "contextlib.nullcontext()", "contextlib.suppress": "contextlib.suppress(KeyError)",
    "contextlib.closing": "contextlib.closing(io.StringIO())", "contextlib.redirect_stdout": "contextlib.redirect_stdout(io.StringIO())",
    "contextlib.redirect_stderr": "contextlib.redirect_stderr(io.StringIO())",
    "itertools.islice": "list(itertools.islice([1, 2, 3], 2))", "itertools.repeat": "list(itertools.repeat(1, 2))",
    "itertools.count": "next(itertools.count())", "itertools.cycle": "next(itertools.cycle([1, 2]))",
    "itertools.product": "list(itertools.product([1, 2], [3]))", "itertools.chain": "list(itertools.chain([1], [2]))",
    "itertools.accumulate": "list(itertools.accumulate([1, 2, 3]))", "itertools.combinations": "list(itertools.combinations([1, 2, 3], 2))",
    "itertools.permutations": "list(itertools.permutations([1, 2, 3], 2))", "itertools.groupby": "list(itertools.groupby([1, 1, 2]))",
    "itertools.starmap": "list(itertools.starmap(max, [(1, 2)]))", "itertools.zip_longest": "list(itertools.zip_longest([1], [2, 3]))",
    "itertools.pairwise": "list(itertools.pairwise([1, 2, 3]))", "itertools.tee": "itertools.tee([1, 2])",
    "itertools.takewhile": "list(itertools.takewhile(bool, [1, 0]))", "itertools.dropwhile": "list(itertools.dropwhile(bool, [1, 0]))",
    "itertools.filterfalse": "list(itertools.filterfalse(bool, [1, 0]))", "itertools.compress": "list(itertools.compress([1, 2], [1, 0]))",
    "itertools.combinations_with_replacement": "list(itertools.combinations_with_replacement([1, 2], 2))",
    "collections.namedtuple": "collections.namedtuple('P', 'a b')", "enum.Enum": "enum.Enum('E', 'A B')",
    "enum.IntEnum": "enum.IntEnum('E', 'A B')", "enum.Flag": "enum.Flag('E', 'A B')", "enum.IntFlag": "enum.IntFlag('E', 'A B')",
    "enum.StrEnum": "enum.StrEnum('E', 'A B')", "enum.auto": "enum.auto()",
    "dataclasses.make_dataclass": "dataclasses.make_dataclass('D', ['a'])", "dataclasses.field": "dataclasses.field(default=1)",
    "dataclasses.dataclass": "dataclasses.dataclass(type('D', (), {}))",
    "dataclasses.fields": "dataclasses.fields(PROBE_DC)", "dataclasses.asdict": "dataclasses.asdict(PROBE_DC(1))",
    "dataclasses.astuple": "dataclasses.astuple(PROBE_DC(1))", "dataclasses.replace": "dataclasses.replace(PROBE_DC(1), a=2)",
    "dataclasses.is_dataclass": "dataclasses.is_dataclass(PROBE_DC)",
    "warnings.warn": "warnings.warn('probe')", "warnings.warn_explicit": "warnings.warn_explicit('probe', UserWarning, 'f', 1)",
    "weakref.ref": "weakref.ref(PROBE_OBJ)", "weakref.proxy": "weakref.proxy(PROBE_OBJ)",
    "weakref.finalize": "weakref.finalize(PROBE_OBJ, abs, 1)", "weakref.WeakMethod": "weakref.WeakMethod(PROBE_OBJ.method)",
    "weakref.getweakrefcount": "weakref.getweakrefcount(PROBE_OBJ)", "weakref.getweakrefs": "weakref.getweakrefs(PROBE_OBJ)",
    "threading.Thread": "threading.Thread(target=abs, args=(1,))", "threading.Timer": "threading.Timer(0, abs, (1,))",
    "threading.Barrier": "threading.Barrier(1)", "queue.Queue": "queue.Queue()", "uuid.UUID": "uuid.UUID(int=1)",
    "uuid.uuid3": "uuid.uuid3(uuid.NAMESPACE_DNS, 'a')", "uuid.uuid5": "uuid.uuid5(uuid.NAMESPACE_DNS, 'a')",
    "glob.glob": "glob.glob(DIR + '/*')", "glob.iglob": "list(glob.iglob(DIR + '/*'))", "glob.escape": "glob.escape('a*')",
    "fnmatch.filter": "fnmatch.filter(['a', 'b'], 'a*')", "shutil.which": "shutil.which('true')",
    "shutil.copy": "shutil.copy(FILE, DIR + '/copy.txt')", "shutil.copyfile": "shutil.copyfile(FILE, DIR + '/copy.txt')",
    "shutil.copy2": "shutil.copy2(FILE, DIR + '/copy.txt')", "shutil.move": "shutil.move(FILE, DIR + '/moved.txt')",
    "shutil.copytree": "shutil.copytree(DIR, TMP + '/tree')", "shutil.disk_usage": "shutil.disk_usage(TMP)",
    "tempfile.mkdtemp": "tempfile.mkdtemp(dir=TMP)", "tempfile.mkstemp": "tempfile.mkstemp(dir=TMP)",
    "tempfile.NamedTemporaryFile": "tempfile.NamedTemporaryFile(dir=TMP)", "tempfile.TemporaryDirectory": "tempfile.TemporaryDirectory(dir=TMP)",
    "tempfile.TemporaryFile": "tempfile.TemporaryFile(dir=TMP)", "tempfile.SpooledTemporaryFile": "tempfile.SpooledTemporaryFile(dir=TMP)",
    "pathlib.Path": "pathlib.Path(FILE)", "pathlib.PosixPath": "pathlib.PosixPath(FILE)",
    "pathlib.PurePath": "pathlib.PurePath(FILE)", "pathlib.PurePosixPath": "pathlib.PurePosixPath(FILE)",
    "builtins.open": "open(FILE)", "io.open": "io.open(FILE)", "builtins.print": "print('probe', file=DEVNULL)",
    "builtins.isinstance": "isinstance(1, int)", "builtins.issubclass": "issubclass(bool, int)",
    "builtins.getattr": "getattr(PROBE_OBJ, 'a', None)", "builtins.setattr": "setattr(PROBE_OBJ, 'a', 1)",
    "builtins.hasattr": "hasattr(PROBE_OBJ, 'a')", "builtins.delattr": "delattr(PROBE_OBJ, 'b')",
    "builtins.super": "super(PROBE_SUB, PROBE_SUB())", "builtins.type": "type(PROBE_OBJ)",
    "builtins.iter": "iter([1, 2])", "builtins.next": "next(iter([1, 2]))", "builtins.map": "list(map(abs, [1, -2]))",
    "builtins.filter": "list(filter(None, [1, 0]))", "builtins.zip": "list(zip([1], [2]))",
    "builtins.enumerate": "list(enumerate([1, 2]))", "builtins.range": "list(range(3))", "builtins.reversed": "list(reversed([1, 2]))",
    "builtins.sorted": "sorted([2, 1])", "builtins.min": "min(1, 2)", "builtins.max": "max(1, 2)", "builtins.sum": "sum([1, 2])",
    "builtins.divmod": "divmod(7, 2)", "builtins.pow": "pow(2, 3)", "builtins.round": "round(1.5)",
    "builtins.format": "format(1.5, '.1f')", "builtins.vars": "vars(PROBE_OBJ)", "builtins.dir": "dir(PROBE_OBJ)",
    "builtins.id": "id(PROBE_OBJ)", "builtins.hash": "hash('abc')", "builtins.callable": "callable(abs)",
    "builtins.globals": "globals()", "builtins.locals": "locals()", "builtins.memoryview": "memoryview(b'abc')",
    "builtins.property": "property(lambda self: 1)", "builtins.staticmethod": "staticmethod(abs)",
    "builtins.classmethod": "classmethod(abs)", "builtins.slice": "slice(1, 2)",
    "numpy.load": "numpy.load(NPYFILE)", "numpy.save": "numpy.save(TMP + '/saved.npy', x)",
    "numpy.asarray": "numpy.asarray(x)", "numpy.array": "numpy.array(x)", "torch.nn.Parameter": "torch.nn.Parameter(x)",
    # bit (un)packing takes bytes / booleans (a token bitmask unpacked on the host)
    "numpy.unpackbits": "numpy.unpackbits(x.to(torch.uint8))", "numpy.packbits": "numpy.packbits(x > 0)",
    "filelock.FileLock": "filelock.FileLock(FILE + '.lock')", "filelock.SoftFileLock": "filelock.SoftFileLock(FILE + '.lock')",
    "filelock.UnixFileLock": "filelock.UnixFileLock(FILE + '.lock')", "filelock.AsyncFileLock": "filelock.AsyncFileLock(FILE + '.lock')",
    "torch.manual_seed": "torch.manual_seed(0)", "torch.cuda.manual_seed": "torch.cuda.manual_seed(0)",
    "torch.cuda.manual_seed_all": "torch.cuda.manual_seed_all(0)", "torch.random.manual_seed": "torch.random.manual_seed(0)",
    "torch.set_num_threads": "torch.set_num_threads(torch.get_num_threads())",
    "torch.use_deterministic_algorithms": "torch.use_deterministic_algorithms(False)",
    "torch.set_float32_matmul_precision": "torch.set_float32_matmul_precision('highest')",
    "torch.set_rng_state": "torch.set_rng_state(torch.get_rng_state())",
    "torch.random.set_rng_state": "torch.random.set_rng_state(torch.get_rng_state())",
    "torch.is_tensor": "torch.is_tensor(x)", "torch.is_floating_point": "torch.is_floating_point(x)",
    "torch.is_complex": "torch.is_complex(x)", "torch.is_nonzero": "torch.is_nonzero(x[0])",
    "torch.is_grad_enabled": "torch.is_grad_enabled()", "torch.is_storage": "torch.is_storage(x)",
    "torch.is_same_size": "torch.is_same_size(x, x)", "torch.is_conj": "torch.is_conj(x)",
    "torch.is_neg": "torch.is_neg(x)", "torch.is_inference": "torch.is_inference(x)",
    "torch.is_signed": "torch.is_signed(x)", "torch.is_distributed": "torch.is_distributed(x)",
    "torch.set_printoptions": "torch.set_printoptions()",
    "operator.attrgetter": "operator.attrgetter('a')(PROBE_OBJ)", "operator.itemgetter": "operator.itemgetter(0)([1])",
    "operator.methodcaller": "operator.methodcaller('upper')('a')",
    "re.compile": "re.compile('a+')", "re.match": "re.match('a', 'abc')", "re.search": "re.search('b', 'abc')",
    "re.fullmatch": "re.fullmatch('abc', 'abc')", "re.sub": "re.sub('a', 'b', 'abc')", "re.subn": "re.subn('a', 'b', 'abc')",
    "re.split": "re.split(',', 'a,b')", "re.findall": "re.findall('a', 'aba')", "re.finditer": "list(re.finditer('a', 'aba'))",
    "re.escape": "re.escape('a.b')", "re.purge": "re.purge()", "re.template": None,
    "typing.cast": "typing.cast(int, 1)", "typing.get_type_hints": "typing.get_type_hints(PROBE_DC)",
    "typing.NewType": "typing.NewType('N', int)", "typing.TypeVar": "typing.TypeVar('T')",
    "math.isclose": "math.isclose(1.0, 1.0)", "math.ldexp": "math.ldexp(1.0, 2)", "math.comb": "math.comb(4, 2)",
    "math.perm": "math.perm(4, 2)", "math.gcd": "math.gcd(4, 6)", "math.lcm": "math.lcm(4, 6)",
    "math.isqrt": "math.isqrt(16)", "math.factorial": "math.factorial(4)", "math.prod": "math.prod([1, 2])",
    "math.fsum": "math.fsum([1.0, 2.0])", "math.dist": "math.dist([0.0], [1.0])", "math.hypot": "math.hypot(3.0, 4.0)",
    "math.pow": "math.pow(2.0, 3.0)", "math.atan2": "math.atan2(1.0, 1.0)", "math.copysign": "math.copysign(1.0, -1.0)",
    "math.fmod": "math.fmod(5.0, 2.0)", "math.remainder": "math.remainder(5.0, 2.0)", "math.log": "math.log(2.0)",
    "math.nextafter": "math.nextafter(1.0, 2.0)",
    # (a context variable needs a name; its ``get``/``set`` are probed as methods of the result)
    "contextvars.ContextVar": "contextvars.ContextVar('probe', default=1)",
    "torch.result_type": "torch.result_type(x, x)", "torch.promote_types": "torch.promote_types(torch.float32, torch.bfloat16)",
    "torch.can_cast": "torch.can_cast(torch.float32, torch.bfloat16)",
    "numpy.polyval": "numpy.polyval([1.0, 2.0], 3.0)", "numpy.lcm": "numpy.lcm(4, 6)", "numpy.gcd": "numpy.gcd(4, 6)",
}

# parameter name -> source expression of a plausible argument (the probe module defines the
# names in PRELUDE); module-specific tables first
PARAM_VALUES_BY_MODULE = {
    "torch": {"input": "x", "tensor": "x", "t": "x", "obj": "x", "a": "x", "other": "x", "device": "'cpu'",
              "seed": "0", "mode": "False", "d": "torch.float32", "dtype": "torch.float32", "b": "False",
              "enabled": "False", "new_state": "torch.get_rng_state()", "flag": "False", "precision": "'highest'",
              "backend": "'inductor'", "type1": "torch.float32", "type2": "torch.bfloat16", "from_": "torch.float32",
              "to": "torch.bfloat16"},
    "numpy": {"a": "x", "x": "x", "arr": "x", "array": "x", "ary": "x", "m": "x", "x1": "x", "x2": "x", "object": "x",
              "condition": "x > 0", "indices": "[0]", "shape": "(4,)", "dtype": "numpy.float32", "v": "x", "y": "x",
              "obj": "x", "val": "x", "values": "x", "newshape": "(4,)", "axis": "0", "repeats": "2", "n": "2",
              "decimals": "1", "arrays": "[x, x]", "tup": "(x, x)", "b": "x", "weights": "x", "q": "0.5",
              "fill_value": "1.0", "start": "0", "stop": "4", "num": "4", "N": "2", "M": "2", "k": "0",
              # (plain Python numbers and lists, as traced code hands them: ``np.interp(seq_len, [a, b], [c, d])``)
              "xp": "[1.0, 3.0]", "fp": "[0.5, 1.5]", "a1": "[1, 2]", "a2": "[1, 2]", "ar1": "[1, 2]", "ar2": "[2, 3]",
              "indices_or_sections": "2", "choices": "[x, x]", "axis1": "0", "axis2": "0", "p": "[1.0, 2.0]"},
    "math": {"x": "2.0", "y": "1.0", "a": "2.0", "b": "1.0", "n": "3", "k": "2", "p": "[0.0]", "q": "[1.0]"},
    "operator": {"a": "2", "b": "1", "obj": "[1, 2]", "x": "2"},
    "os": {"path": "FILE", "mode": "0o644", "name": "'HOME'", "key": "'HOME'", "flags": "os.O_RDONLY"},
    "os.path": {"path": "FILE", "p": "FILE", "s": "FILE", "a": "FILE", "b": "'probe.txt'", "paths": "[FILE, DIR]",
                "list": "[FILE, DIR]", "m": "[FILE, DIR]", "start": "TMP", "f1": "FILE", "f2": "FILE",
                "s1": "os.stat(FILE)", "s2": "os.stat(FILE)", "fp": "FD", "fp1": "FD", "fp2": "FD", "filename": "FILE"},
    "time": {"secs": "0", "seconds": "0", "format": "'%Y'", "t": "time.localtime()", "tuple": "time.localtime()",
             "clk_id": "time.CLOCK_MONOTONIC"},
    "logging": {"msg": "'probe %s'", "level": "logging.DEBUG", "name": "'probe'", "logger": "logging.getLogger('probe')",
                "hdlr": "logging.NullHandler()", "filter": "logging.Filter()", "record": "PROBE_RECORD",
                "fmt": "'%(message)s'", "extra": "{}", "stream": "DEVNULL", "filename": "FILE", "handler": "logging.NullHandler()",
                "levelName": "'PROBE'", "attrdict": "{'msg': 'probe'}", "suffix": "'probe'"},
}
PARAM_VALUES = {
    # files and directories (all inside the worker's scratch directory)
    **dict.fromkeys(("path", "filename", "file", "fname", "pathname", "fullname", "filepath", "file_path", "src",
                     "source", "fn", "pathlike", "p", "f", "fp"), "FILE"),
    **dict.fromkeys(("dir", "directory", "dirname", "root", "top", "folder", "root_dir", "dir_fd", "cwd"), "DIR"),
    **dict.fromkeys(("dst", "dest", "destination", "target_path", "newpath", "dst_path"), "TMP + '/dst.txt'"),
    **dict.fromkeys(("fd", "fileno"), "FD"),
    # numbers
    **dict.fromkeys(("n", "k", "size", "count", "length", "num", "nbytes", "bufsize", "i", "j", "index", "maxsize",
                     "width", "depth", "limit", "bits", "base", "maxlen", "number", "int", "integer", "nbits",
                     "arg1", "arg2", "ndigits", "level", "generation", "buffersize", "pos"), "2"),
    **dict.fromkeys(("seconds", "secs", "timeout", "delay", "interval", "seed", "start", "offset"), "0"),
    "stop": "3", "step": "1", "x": "2.0", "y": "1.0", "a": "2", "b": "1",
    # a heap (``heapq.heappop(free_blocks)``), a pattern, a lock file, a process id, a URL
    "heap": "[1, 2, 3]", "pat": "'*.txt'", "lock_file": "TMP + '/probe.lock'", "pid": "1",
    "url": "'http://localhost/x'", "chr": "'a'", "c": "'a'", "lineno": "1", "doc": "'probe'",
    # text and bytes
    **dict.fromkeys(("s", "string", "text", "msg", "message", "prefix", "suffix", "sep", "key", "attr", "name",
                     "word", "title", "label", "tag", "line", "encoding_name", "str", "chars", "pattern",
                     "typename", "cls_name", "value_name", "sub", "old", "new", "repl", "module_name", "fmt",
                     "format", "format_spec", "category_name", "field_names", "names", "template"), "'abc'"),
    **dict.fromkeys(("data", "buffer", "bytes", "b_data", "buf", "byte_string", "bytestring", "input_bytes",
                     "string_bytes", "msg_bytes", "src_bytes"), "b'abc'"),
    # objects and containers
    **dict.fromkeys(("obj", "o", "object", "item", "value", "val", "arg", "instance", "thing", "elem", "element",
                     "default"), "[1, 2]"),
    **dict.fromkeys(("iterable", "seq", "sequence", "population", "iterables", "items", "lst", "list", "values",
                     "it", "iterator", "args", "data_list", "sequences", "collection"), "[1, 2, 3]"),
    **dict.fromkeys(("mapping", "dict", "d", "kwargs", "kw", "dictionary", "namespace", "kwds", "env"), "{'a': 1}"),
    **dict.fromkeys(("cls", "class_or_tuple", "typ", "type", "klass", "tp", "type_", "classinfo", "t"), "int"),
    **dict.fromkeys(("func", "function", "callable", "fun", "callback", "target", "predicate", "user_function",
                     "method", "wrapped", "factory", "hook", "default_factory", "fget"), "abs"),
    **dict.fromkeys(("module", "modname", "package", "distribution_name", "dist_name"), "'json'"),
    "exc": "ValueError('probe')", "exception": "ValueError('probe')", "tb": "None", "frame": "inspect.currentframe()",
    "f_globals": "globals()", "mode": "'r'", "encoding": "'utf-8'", "errors": "'strict'", "flags": "0",
    "signum": None, "pid": None, "sig": None,
}

PRELUDE_DOC = ("TMP: the worker's scratch directory; DIR: a directory in it; FILE: a text file in it; "
               "JSONFILE/PICKLEFILE/MARSHALFILE/PTFILE/NPYFILE/PYFILE: files holding {'a': 1} / [1, 2] / "
               "[1, 2] / torch.zeros(1) / numpy.zeros(2) / `A = 1`; FD: a read-only descriptor of FILE; "
               "DEVNULL: an open os.devnull; PROBE_OBJ: a plain object made outside the compiled region; "
               "PROBE_DC: a dataclass; PROBE_RECORD: a logging.LogRecord; x: the compiled function's float tensor")

import collections.abc as _abc  # noqa: E402

ITERATORS = (types.GeneratorType, _abc.Iterator)
MEASURED_OUTCOMES = ("compiles", "constant", "fails")
# refusals dynamo makes from what the callable is (a skipped C builtin, a method it does not
# model), before its arguments or result matter
IDENTITY_REFUSALS = frozenset({
    "Attempted to call function marked as skipped", "Attempted to inline function marked as skipped",
    "Unsupported method call", "Failed to trace builtin operator", "Unsupported context manager",
    "Unsupported function call", "logging.Logger method not supported for non-export cases",
    "Invalid call to __build_class__", "Unsupported object.__new__ user-defined class construction"})
DEVICE_APIS = ("torch.cuda", "torch.xpu", "torch.mps", "torch.backends", "torch.distributed", "torch.cpu")
BASIC_TYPES = (int, float, complex, str, bytes, bytearray, bool, type(None), tuple, list, dict, set, frozenset,
               range, slice, type(Ellipsis), type(NotImplemented))


def stable_primary(e: dict, g: dict) -> None:
    """An entry whose two runs failed with different ``gb_type`` keeps the alphabetically first as
    its own and the other under ``unstable``, whichever run gave which: a regeneration on the same
    torch writes the same catalogue (``os.popen`` fails as skipped or as an unsupported method
    depending on what the worker process spawned before)."""
    if e.get("outcome") != "fails" or g.get("outcome") != "fails" or not g.get("gb_type") or not e.get("gb_type"):
        return
    if g["gb_type"] >= e["gb_type"]:
        return
    old = e["gb_type"]
    e["gb_type"] = g["gb_type"]
    e["detail"] = g.get("detail", g["gb_type"])
    from compilelint import gb

    gid = gb.gb_id(g["gb_type"])
    if gid:
        e["gb_id"] = gid
    else:
        e.pop("gb_id", None)
    e["unstable"] = f"fails ({old})"


def denied(key: str) -> Optional[str]:
    for pat, why in DENY:
        if fnmatch.fnmatchcase(key, pat):
            return why
    return None


def _public(name: str) -> bool:
    return not name.startswith("_")


def _device_query(module: str, name: str) -> bool:
    """A private capability predicate of torch's device modules (``torch.cpu._is_amx_tile_supported``,
    ``torch.cuda._is_compiled``): serving engines call these in kernel-choice helpers
    (sglang's ``cpu_has_amx_support``, vLLM's CPU attention backend), so they are probed like public
    queries."""
    return module in M.TORCH_MODULES and name.startswith(("_is_", "_has_"))


# private names serving code calls in traced paths (profiler spans: ``if
# torch.autograd._profiler_enabled(): ...``), probed like public ones
PRIVATE_OK = {"sys._getframe", "builtins.__import__", "torch.autograd._profiler_enabled",
              "torch.autograd.profiler._is_profiler_enabled"}


# ---- synthesizing calls ------------------------------------------------------------------------
def _value_for(param: str, module: str) -> Optional[str]:
    for mod in (module, module.split(".")[0]):
        table = PARAM_VALUES_BY_MODULE.get(mod)
        if table and param in table:
            return table[param]
    return PARAM_VALUES.get(param)


def _signature(obj) -> Optional[inspect.Signature]:
    try:
        return inspect.signature(obj)
    except (TypeError, ValueError):
        return None


def synthesize(spelling: str, obj: Any, module: str, skip_first: bool = False) -> tuple[Optional[str], str]:
    """(call expression, note) for ``spelling(...)``, or (None, reason)."""
    sig = _signature(obj)
    if sig is None:
        return f"{spelling}()", "signature unknown; called without arguments"
    parts = []
    params = list(sig.parameters.values())
    if skip_first and params and params[0].name in ("self", "cls"):
        params = params[1:]
    for p in params:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.default is not p.empty:
            continue
        v = _value_for(p.name, module)
        if v is None:
            return None, f"no plausible value for required parameter {p.name!r}"
        if p.kind == p.KEYWORD_ONLY:
            parts.append(f"{p.name}={v}")
        else:
            parts.append(v)
    return f"{spelling}({', '.join(parts)})", ""


@dataclass
class Job:
    key: str  # catalogue key: ``os.getpid``, ``logging.getLogger().info``, ``os.environ.get``
    kind: str  # call | method | with
    imports: list[str]
    setup: str  # module-level statements run outside the compiled region (``OBJ = ...``)
    expr: str  # the call, as source; for ``with`` the object entered
    forms: tuple[str, ...]
    methods_of_result: bool = False  # also probe methods of what the call returns
    note: str = ""
    id: int = 0
    alt: dict = field(default_factory=dict)  # extra form -> the call with other arguments (ARG_FORMS)


# decorators and descriptors on a method of an object made outside the region, used inside it:
# read (``OBJ.m`` of a ``functools.cached_property``: on Python 3.11 its first read takes an RLock),
# called (``OBJ.m()``) or entered (``with OBJ.m():``). Keyed ``@<decorator>``; the scan reports the
# use of a member so decorated where the entry fails (``compilelint.catalogue.decorated``)
DECORATED = {
    "functools.cached_property": "read", "builtins.property": "read",
    "functools.cache": "call", "functools.lru_cache": "call", "builtins.staticmethod": "call",
    "builtins.classmethod": "call", "abc.abstractmethod": "call", "typing.final": "call",
    "functools.singledispatchmethod": "call", "contextlib.contextmanager": "with",
    "torch.no_grad": "call", "torch.inference_mode": "call", "torch.enable_grad": "call",
    "torch.compiler.disable": "call", "torch._dynamo.disable": "call",
}
# decorators that take arguments (``@torch.no_grad()``)
_DECORATOR_CALLED = frozenset({"torch.no_grad", "torch.inference_mode", "torch.enable_grad"})


def decorated_jobs() -> list:
    """One job per ``DECORATED`` entry: a class whose method ``m`` carries the decorator, its
    instance ``OBJ`` made at import time, the member used inside the compiled function."""
    out = []
    for deco, use in DECORATED.items():
        spelled = deco[len("builtins."):] if deco.startswith("builtins.") else deco
        if deco in _DECORATOR_CALLED:
            spelled += "()"
        first = "" if deco == "builtins.staticmethod" else ("cls" if deco == "builtins.classmethod" else "self")
        body = "        yield 1\n" if use == "with" else "        return 2\n"
        if deco == "functools.singledispatchmethod":
            sig = f"{first}, arg=0"
        else:
            sig = first
        setup = ("class _Probe:\n    def __init__(self):\n        self.v = 1\n\n"
                 f"    @{spelled}\n    def m({sig}):\n{body}\n\nOBJ = _Probe()")
        expr = "OBJ.m" if use == "read" else ("OBJ.m(1)" if deco == "functools.singledispatchmethod" else "OBJ.m()")
        mod = deco.rsplit(".", 1)[0]
        imports = [] if mod == "builtins" else _imports_for("", mod)
        out.append(Job("@" + deco, "with" if use == "with" else "call", imports, setup, expr, ("direct",),
                       note=f"a method decorated @{spelled}, {'read' if use == 'read' else 'entered' if use == 'with' else 'called'} "
                            "on an object made outside the region"))
    return out


# constructs that are no call of a library callable, keyed ``construct:<name>``: the setup runs at
# import time (outside the region), the expression inside it (``compilelint.catalogue.construct``)
CONSTRUCTS = {
    # ``with self.span:`` where the span object (a class of the project with __enter__/__exit__) was
    # made outside the region; the same class constructed inside compiles (measured: "inline" form)
    "construct:with-object": (
        "with", "class _Probe:\n    def __enter__(self):\n        return self\n\n"
        "    def __exit__(self, *exc):\n        return None\n\n\nOBJ = _Probe()", "OBJ",
        "entering an object of a user class with __enter__/__exit__ made outside the region"),
    # ``torch.rand(..., generator=self.generator)``: a torch.Generator object handed to a torch op
    "construct:generator-argument": (
        "call", "GEN = torch.Generator().manual_seed(0)", "torch.rand(2, generator=GEN)",
        "a torch.Generator made outside the region passed as generator= to a torch op"),
    # ``next(self._main_generator)`` on a generator object a constructor made (an EPLB manager's
    # rebalance loop): advancing it inside the region; the same generator made inside the region
    # and advanced there (``next(self._steps())``) is the inline form
    "construct:generator-next": (
        "call", "def _steps():\n    while True:\n        yield 1\n\n\nGEN = _steps()", "next(GEN)",
        "advancing (next) a generator object made outside the region"),
    "construct:generator-send": (
        "call", "def _steps():\n    while True:\n        yield 1\n\n\nGEN = _steps()\nnext(GEN)", "GEN.send(None)",
        "advancing (send) a generator object made outside the region"),
    "construct:generator-next-inline": (
        "call", "def _steps():\n    while True:\n        yield 1", "next(_steps())",
        "advancing (next) a generator object made inside the region"),
    # ``layer.weight = Parameter(weight.t(), requires_grad=False)`` in a lazily run weight
    # post-processing step: a Parameter of a tensor computed in the region (of the graph input
    # itself, ``Parameter(x)``, it compiles: the catalogue's ``torch.nn.Parameter`` entry)
    "construct:parameter-of-derived": (
        "call", "", "torch.nn.Parameter(x.t(), requires_grad=False)",
        "a torch.nn.Parameter made of a tensor computed inside the region"),
    # ``for p in self.base_layer.parameters(): p.requires_grad_(False)`` in a lazily run freeze
    # step: ``requires_grad_`` on a tensor made outside the region (of the graph input itself it
    # compiles)
    "construct:requires-grad-outside": (
        "call", "import torch\nPARAM = torch.nn.Parameter(torch.ones(2))", "PARAM.requires_grad_(False)",
        "Tensor.requires_grad_ on a parameter made outside the region"),
    # ``raise UnsupportedHeadDimError(backend, head_dim)`` of a program exception class whose
    # ``__init__`` calls ``super().__init__(message)`` (blind56 s1031; one without an ``__init__``
    # of its own compiles: the "plain" construct)
    "construct:exception-super-init": (
        "call", "class _ProbeError(ValueError):\n    def __init__(self, m):\n        super().__init__(m)\n"
        "        self.m = m", "_ProbeError('bad')",
        "constructing an exception class of the program whose __init__ calls super().__init__"),
    "construct:exception-plain": (
        "call", "class _ProbeError(ValueError):\n    pass", "_ProbeError('bad')",
        "constructing an exception class of the program without an __init__ of its own"),
    # ``for name, m in sorted(self.adapters.items()):`` over a ModuleDict made outside the region:
    # a sort without a key compares the (name, module) pairs (blind57 s1074); with ``key=`` on the
    # name it compiles (the "keyed" construct)
    "construct:sort-module-items": (
        "call", "import torch\nMODS = torch.nn.ModuleDict({'b': torch.nn.Identity(), 'a': torch.nn.Identity()})",
        "sorted(MODS.items())",
        "sorting the (name, module) pairs of a ModuleDict made outside the region without a key"),
    "construct:sort-module-items-keyed": (
        "call", "import torch\nMODS = torch.nn.ModuleDict({'b': torch.nn.Identity(), 'a': torch.nn.Identity()})",
        "sorted(MODS.items(), key=lambda kv: kv[0])",
        "sorting the (name, module) pairs of a ModuleDict made outside the region by name"),
    # ``try: from marlin_kernels import gemm except ImportError: gemm = None`` in traced code, for a
    # package that is not installed (blind57 s1082); importing an installed module compiles
    "construct:import-missing": (
        "call", "def _load():\n    try:\n        import compilelint_probe_missing_pkg  # noqa: F401\n"
        "    except ImportError:\n        return 0\n    return 1", "_load()",
        "an import, under try/except ImportError, of a package that is not installed"),
    "construct:import-installed": (
        "call", "def _load():\n    try:\n        import json  # noqa: F401\n"
        "    except ImportError:\n        return 0\n    return 1", "_load()",
        "an import, under try/except ImportError, of an installed module"),
    # ``max(hyps, key=lambda h: h.score)`` over objects of a program class: the builtin's handler
    # takes no ``key`` over non-constant items (blind57 s1076); ``sorted`` with the key compiles
    "construct:max-key-objects": (
        "call", "class _Hyp:\n    def __init__(self, n):\n        self.n = n\n\n\nHYPS = [_Hyp(1), _Hyp(2)]",
        "max(HYPS, key=lambda h: h.n)",
        "max/min with a key over objects of a user class"),
    "construct:sorted-key-objects": (
        "call", "class _Hyp:\n    def __init__(self, n):\n        self.n = n\n\n\nHYPS = [_Hyp(1), _Hyp(2)]",
        "sorted(HYPS, key=lambda h: h.n)",
        "sorted with a key over objects of a user class"),
    # ``self._libc.sched_yield()`` on a ``ctypes.CDLL`` made outside the region: a function of a
    # loaded C library, looked up by attribute (blind61 s1251)
    "construct:ctypes-library-call": (
        "call", "import ctypes\nimport ctypes.util\nLIB = ctypes.CDLL(ctypes.util.find_library('c'))",
        "LIB.getpid()",
        "calling a function of a ctypes.CDLL library object made outside the region"),
    # ``arr = series.detach().cpu().numpy(); np.ones(w, dtype=arr.dtype)``: an attribute of the
    # ndarray ``Tensor.numpy()`` returns inside the region (dynamo models it as a torch._numpy
    # array, with some attributes missing)
    **{f"construct:ndarray-attr:{a}": (
        "call", "", f"x.detach().numpy().{a}",
        f"reading `.{a}` of the ndarray `Tensor.numpy()` returns inside the region")
       for a in ("dtype", "flags", "base", "shape", "size", "ndim", "itemsize", "nbytes", "strides", "T",
                 "real", "imag", "data", "ctypes", "flat")},
}


def construct_jobs(only: Optional[Iterable[str]] = None) -> list:
    out = []
    for key, (kind, setup, expr, note) in CONSTRUCTS.items():
        if only is not None and key not in only:
            continue
        out.append(Job(key, kind, ["torch"] if "torch" in setup + expr else [], setup, expr,
                       ("direct", "inline") if kind == "with" else ("direct",), note=note))
    out += [j for j in storage_method_jobs() if only is None or j.key in only]
    return out


def storage_method_jobs() -> list:
    """Methods of the storage ``Tensor.untyped_storage()`` returns (``storage.data_ptr()``,
    ``.nbytes()`` in tied-weight and buffer-accounting checks): found by calling each public
    zero-argument method of a float tensor's storage here; keyed
    ``construct:storage-method:<name>``. Dynamo models the storage object (taking it compiles) but
    not most of its methods; the scan reports a call of one measured failing on the result of
    ``.untyped_storage()`` / ``.storage()``, directly or through a local name."""
    import torch

    import warnings

    s = torch.ones(4).untyped_storage()
    out = []
    warnings.filterwarnings("ignore")
    for name in sorted(dir(s)):
        if name.startswith("_") or name.endswith("_"):
            continue
        try:
            attr = getattr(s, name)
            if not callable(attr) or isinstance(attr, type):
                continue
            attr()
        except Exception:  # needs arguments, or fails eagerly on a CPU storage
            continue
        out.append(Job(f"construct:storage-method:{name}", "call", ["torch"], "", f"x.untyped_storage().{name}()",
                       ("direct", "helper"),
                       note="a method of the storage the compiled function's tensor's untyped_storage() returns"))
    return out


# methods of a tensor that return plain Python values (``x.is_pinned()``, ``x.element_size()``):
# found by calling each public zero-argument method of a float tensor here and keeping those whose
# result is no tensor; keyed ``torch.Tensor().<method>``. Left out: the reads of values the tensor
# rules decide by dtype and use (``item``/``tolist``: CL201/CL202, ``data_ptr``: CL203), and
# methods that act on autograd or host memory rather than answer a query
TENSOR_METHODS_LEFT_OUT = frozenset({
    "item", "tolist", "numpy", "data_ptr", "const_data_ptr", "backward", "register_hook",
    "retain_grad", "share_memory_", "pin_memory", "cuda", "cpu", "detach_", "requires_grad_", "zero_",
    "record_stream", "set_", "resize_", "__reduce_ex__", "__reduce__", "__sizeof__", "__dir__", "__hash__",
    "__format__", "__init_subclass__", "__subclasshook__", "__getstate__", "__setstate__", "__deepcopy__",
    "__copy__", "__array__", "__array_wrap__", "__dlpack__", "__dlpack_device__", "__index__"})


def tensor_method_jobs() -> list:
    import torch

    import warnings

    x = torch.rand(4, generator=torch.Generator().manual_seed(0)) + 0.25
    out = []
    warnings.filterwarnings("ignore")
    for name in sorted(dir(torch.Tensor)):
        if name in TENSOR_METHODS_LEFT_OUT or name.endswith("_") or (name.startswith("_") and not (
                name.startswith("__") and name.endswith("__"))):
            continue
        try:
            attr = getattr(x, name)
            if not callable(attr) or isinstance(attr, type):
                continue
            r = attr()
        except Exception:  # needs arguments, or fails eagerly on a CPU float tensor
            continue
        if isinstance(r, torch.Tensor) or r is None or (isinstance(r, (tuple, list)) and any(
                isinstance(v, torch.Tensor) for v in r)):
            continue
        out.append(Job(f"torch.Tensor().{name}", "call", ["torch"], "", f"x.{name}()", ("direct", "helper"),
                       note="a query of the compiled function's tensor that returns a plain value"))
    return out


def _import_lines(names: list[str]) -> str:
    return "".join(f"import {n}\n" for n in dict.fromkeys(names))


def module_source(job: Job, form: str) -> str:
    """The probe module for one form: what the catalogue records as the entry's ``source``."""
    head = _import_lines(job.imports) + (job.setup + "\n" if job.setup else "")
    if job.kind == "with":
        if form == "inline":  # constructed in the with statement itself
            before, _, made = job.setup.rpartition("OBJ = ")
            head = _import_lines(job.imports) + (before.rstrip() + "\n" if before.strip() else "")
            return head + f"\ndef f(x):\n    with {made}:\n        pass\n    return x + 1\n"
        return head + f"\ndef f(x):\n    with {job.expr}:\n        pass\n    return x + 1\n"
    if form == "helper":
        return head + f"\ndef _helper(x):\n    return {job.expr}\n\ndef f(x):\n    r = _helper(x)\n    return x + 1\n"
    return head + f"\ndef f(x):\n    r = {job.alt.get(form, job.expr)}\n    return x + 1\n"


def _module_of_key(key: str) -> str:
    return key.split("(")[0].rsplit(".", 1)[0]


_MOD_REF = re.compile(r"(?<![\w.'])([a-z_][a-z0-9_]*)\.")
_IMPORTABLE_TOPS = set(sys.stdlib_module_names) | {"numpy", "filelock", "torch"}


def _imports_for(expr: str, module: str) -> list[str]:
    """``import`` lines a probe needs: the module, its parents, and modules the arguments name."""
    out = []
    parts = module.split(".")
    for i in range(1, len(parts) + 1):
        out.append(".".join(parts[:i]))
    for name in _MOD_REF.findall(expr):
        if name in _IMPORTABLE_TOPS and name not in out:
            out.append(name)
    return out


def enumerate_jobs(stdlib: list[str], log=print) -> tuple[list[Job], dict[str, str]]:
    """Every probe job for the modules, and the unprobed callables with their reasons."""
    import importlib

    jobs: list[Job] = []
    unprobed: dict[str, str] = {}
    seen: set[str] = set()

    def add_call(key, obj, module, is_class=False):
        if key in seen:
            return
        seen.add(key)
        why = denied(key)
        expr = PROCESS_CALLS.get(key) or ENV_CALLS.get(key) or OVERRIDES.get(key)
        if key in OVERRIDES and OVERRIDES[key] is None:
            unprobed[key] = "excluded: deprecated or no meaningful call"
            return
        if why and not (key in PROCESS_CALLS or key in ENV_CALLS):
            unprobed[key] = f"excluded: {why}"
            return
        note = ""
        if expr is None:
            expr, note = synthesize(key, obj, module)
            if expr is None:
                unprobed[key] = note
                return
        alt = ARG_FORMS.get(key, {})
        jobs.append(Job(key, "call", _imports_for(" ".join((expr, *alt.values())), module), "", expr,
                        ("direct", "helper", *alt),
                        methods_of_result=True, note=note, alt=dict(alt)))

    def add_class_calls(key, cls, module):
        """Alternative constructors and static helpers called on the class itself
        (``datetime.datetime.now``, ``pathlib.Path.home``, ``dict.fromkeys``)."""
        for name in sorted(dir(cls)):
            if not _public(name):
                continue
            try:
                raw = inspect.getattr_static(cls, name)
                attr = getattr(cls, name)
            except Exception:
                continue
            bound_to_cls = getattr(attr, "__self__", None) is cls
            if not (isinstance(raw, (classmethod, staticmethod)) or type(raw).__name__ == "classmethod_descriptor"
                    or bound_to_cls):
                continue
            if not callable(attr):
                continue
            add_call(f"{key}.{name}", attr, module)

    def add_instance_methods(key, inst, module):
        for meth in sorted(dir(type(inst)))[:400]:
            if not _public(meth):
                continue
            mkey = f"{key}.{meth}"
            try:
                attr = getattr(inst, meth)
            except Exception:
                continue
            if not callable(attr) or isinstance(attr, type):
                continue
            if mkey in seen:
                continue
            seen.add(mkey)
            why = denied(mkey)
            if why and mkey not in ENV_CALLS:
                unprobed[mkey] = f"excluded: {why}"
                continue
            expr = ENV_CALLS.get(mkey) or OVERRIDES.get(mkey)
            note = ""
            if expr is None:
                expr, note = synthesize(mkey, attr, module)
                if expr is None:
                    unprobed[mkey] = note
                    continue
            jobs.append(Job(mkey, "method", _imports_for(expr, module), ENV_SETUPS.get(mkey, ""), expr, ("direct",),
                            note=note))

    for module in stdlib:
        if module in M.EXCLUDED_MODULES:
            unprobed[module + ".*"] = f"module excluded: {M.EXCLUDED_MODULES[module]}"
            continue
        try:
            mod = importlib.import_module(module)
        except Exception as e:  # noqa: BLE001 - any import failure is recorded
            unprobed[module + ".*"] = f"not importable: {type(e).__name__}: {e}"[:200]
            continue
        prefixes = M.TORCH_PREFIXED.get(module)
        names = set(dir(mod))
        inner = getattr(mod, "m", None)
        if isinstance(inner, types.ModuleType) and inner is not mod and type(mod) is not types.ModuleType:
            # ``torch.backends.mkldnn`` / ``cudnn`` are ``PropModule`` objects wrapping the module
            # (``m``): their functions are the wrapped module's
            names |= {n for n in dir(inner) if getattr(getattr(inner, n, None), "__module__", None) == inner.__name__}
        for name in sorted(names):
            key = f"{module}.{name}"
            if not _public(name) and key not in PRIVATE_OK and not _device_query(module, name):
                continue
            if prefixes is not None and not name.startswith(prefixes):
                continue
            try:
                obj = getattr(mod, name)
            except Exception:
                continue
            if isinstance(obj, types.ModuleType):
                continue
            if module.startswith("torch") and isinstance(obj, type) and key not in M.TORCH_CLASSES:
                continue  # torch classes are tensor/device types, not queries
            if isinstance(obj, type) or callable(obj):
                add_call(key, obj, module, isinstance(obj, type))
                if isinstance(obj, type) and not issubclass(obj, BaseException):
                    add_class_calls(key, obj, module)
            elif not isinstance(obj, BASIC_TYPES) and type(obj).__module__ not in ("builtins", "typing"):
                add_instance_methods(key, obj, module)
            elif module == "sys" and name in ("stdout", "stderr"):
                add_instance_methods(key, obj, module)
        if module == "sys":
            for stream in ("stdout", "stderr"):
                add_instance_methods(f"sys.{stream}", getattr(sys, stream), "sys")
        if module == "os":
            add_instance_methods("os.environ", os.environ, "os")
    log(f"enumerated {len(jobs)} probe jobs, {len(unprobed)} unprobed")
    return jobs, unprobed


def method_jobs(parent: Job, methods: list[str], is_cm: bool, sigs: dict[str, Optional[str]]) -> list[Job]:
    """Jobs for the methods of the object ``parent``'s call returned (made outside the region)."""
    base = parent.key + "()"
    out = []
    module = _module_of_key(parent.key)
    setup = f"OBJ = {parent.expr}"
    for meth in methods:
        mkey = f"{base}.{meth}"
        why = denied(mkey) or denied(f"{parent.key}.{meth}")
        if why:
            continue
        args = METHOD_ARGS.get(mkey, sigs.get(meth))
        if args is None:
            continue
        expr = f"OBJ.{meth}({args})"
        imports = parent.imports + [m for m in _imports_for(expr, module) if m not in parent.imports]
        out.append(Job(mkey, "method", imports, setup, expr, ("direct",)))
    if is_cm:
        out.append(Job(f"{base}.__enter__", "with", parent.imports, setup, "OBJ", ("direct", "inline")))
    return out


# ---- the worker ----------------------------------------------------------------------------------
def _worker_main(proto_in: int, proto_out: int) -> None:  # pragma: no cover - runs in a subprocess
    import logging
    import warnings

    warnings.filterwarnings("ignore")
    logging.getLogger("torch").setLevel(logging.CRITICAL)
    import torch
    import torch._dynamo

    tmp = tempfile.mkdtemp(prefix="compilelint-probe-")
    os.chdir(tmp)
    devnull = open(os.devnull, "w")
    rd = os.fdopen(proto_in, "r")
    wr = os.fdopen(proto_out, "w")

    class _Obj:
        a = 1

        def method(self):
            return 1

    class _Sub(_Obj):
        pass

    import dataclasses as _dc

    @_dc.dataclass
    class _DC:
        a: int = 0

    def fresh_env() -> dict:
        d = os.path.join(tmp, "dir")
        os.makedirs(os.path.join(d, "empty"), exist_ok=True)
        with open(os.path.join(tmp, "probe.txt"), "w") as fh:
            fh.write("probe\n")
        with open(os.path.join(tmp, "probe.json"), "w") as fh:
            fh.write('{"a": 1}')
        import pickle
        with open(os.path.join(tmp, "probe.pkl"), "wb") as fh:
            pickle.dump([1, 2], fh)
        obj = _Obj()
        obj.b = 2
        torch.save(torch.zeros(1), os.path.join(tmp, "probe.pt"))
        import marshal
        with open(os.path.join(tmp, "probe.marshal"), "wb") as fh:
            marshal.dump([1, 2], fh)
        try:
            import numpy

            numpy.save(os.path.join(tmp, "probe.npy"), numpy.zeros(2))
        except ImportError:
            pass
        with open(os.path.join(tmp, "probe_mod.py"), "w") as fh:
            fh.write("A = 1\n")
        return {"__name__": "compilelint_probe", "torch": torch, "TMP": tmp, "DIR": d,
                "FILE": os.path.join(tmp, "probe.txt"), "JSONFILE": os.path.join(tmp, "probe.json"),
                "PICKLEFILE": os.path.join(tmp, "probe.pkl"), "DEVNULL": devnull, "PROBE_OBJ": obj,
                "PROBE_SUB": _Sub, "PROBE_DC": _DC, "x": x, "PTFILE": os.path.join(tmp, "probe.pt"),
                "MARSHALFILE": os.path.join(tmp, "probe.marshal"), "PYFILE": os.path.join(tmp, "probe_mod.py"),
                "NPYFILE": os.path.join(tmp, "probe.npy"),
                "PROBE_RECORD": logging.LogRecord("probe", logging.INFO, "f", 1, "probe", None, None)}

    counter = [0]
    # the same positive input every run (a drawn randn made pareto/beta/weibull raise eagerly in
    # some runs and not others): regeneration is reproducible
    x = torch.rand(4, generator=torch.Generator().manual_seed(0)) + 0.25

    def load(src: str, env: dict) -> dict:
        counter[0] += 1
        path = os.path.join(tmp, f"probe_{counter[0]}.py")
        with open(path, "w") as fh:
            fh.write(src)
        fd = os.open(env["FILE"], os.O_RDONLY)
        env["FD"] = fd
        env["__file__"] = path
        code = compile(src, path, "exec")
        exec(code, env)
        return env

    def restore() -> None:
        os.chdir(tmp)
        torch.set_default_dtype(torch.float32)
        torch.set_grad_enabled(True)
        logging.getLogger().handlers[:] = [h for h in logging.getLogger().handlers if isinstance(h, logging.NullHandler)]
        sys.settrace(None)
        import gc
        gc.enable()

    def methods_of(r) -> tuple[list[str], dict, bool]:
        if isinstance(r, BASIC_TYPES) or isinstance(r, (type, types.ModuleType, types.FunctionType, BaseException,
                                                        types.BuiltinFunctionType, types.MethodType)):
            return [], {}, False
        tmod = type(r).__module__
        cm = hasattr(type(r), "__enter__") and hasattr(type(r), "__exit__")
        if tmod in ("builtins",) or tmod.startswith(("torch", "numpy")):
            # tensors and arrays: their methods are tensor semantics, not barriers; a torch object
            # entered as a scope (``with torch.device(q.device):``) is still probed as one
            return [], {}, cm and tmod.startswith("torch")
        names, sigs = [], {}
        for meth in sorted(dir(type(r))):
            if not _public(meth):
                continue
            try:
                attr = getattr(r, meth)
            except Exception:
                continue
            if not callable(attr) or isinstance(attr, type):
                continue
            names.append(meth)
            expr, _ = synthesize("M", attr, tmod.split(".")[0] if tmod else "")
            sigs[meth] = expr[2:-1] if expr else None
            if len(names) >= 60:
                break
        return names, sigs, cm

    # the same positive input every run (a drawn randn made pareto/beta/weibull raise eagerly in
    # some runs and not others): regeneration is reproducible
    x = torch.rand(4, generator=torch.Generator().manual_seed(0)) + 0.25
    while True:
        line = rd.readline()
        if not line:
            return
        job = json.loads(line)
        res: dict = {"id": job["id"], "forms": {}}
        try:
            restore()
            env = fresh_env()
            src = job["sources"]["direct"] if "direct" in job["sources"] else next(iter(job["sources"].values()))
            # eager first: the call must make sense outside dynamo
            eager_src = src.replace("\ndef f(x):\n    r = ", "\ndef f(x):\n    return ", 1)
            try:
                ns = load(eager_src, env)
                r = ns["f"](x)
                res["eager"] = "ok"
                expr = job.get("expr")
                if expr and isinstance(r, ITERATORS) and not isinstance(r, BASIC_TYPES):
                    # a lazy call (``p.iterdir()``) does its work when consumed: probe ``list(...)``
                    job["sources"] = {f: s.replace(f"r = {expr}\n", f"r = list({expr})\n").replace(
                        f"return {expr}\n", f"return list({expr})\n") for f, s in job["sources"].items()}
                    res["sources"] = job["sources"]
                    # (consumed eagerly too: an iterator whose items make no sense raises only here,
                    # ``chain.from_iterable([1, 2, 3])``)
                    list(r)
                    r = None
                if job.get("methods_of_result"):
                    names, sigs, cm = methods_of(r)
                    if names or cm:
                        res["methods"] = names
                        res["sigs"] = sigs
                        res["cm"] = cm
                del r
            except BaseException as e:  # noqa: BLE001 - SystemExit included
                res["eager"] = f"{type(e).__name__}: {e}"[:200]
            finally:
                try:
                    os.close(env["FD"])
                except (OSError, KeyError):
                    pass
            for form, fsrc in job["sources"].items():
                restore()
                env = fresh_env()
                graphs = []

                def backend(gm, example_inputs):
                    graphs.append(gm)
                    return gm.forward

                try:
                    ns = load(fsrc, env)
                    torch._dynamo.reset()
                    torch.compile(ns["f"], fullgraph=True, backend=backend)(x)
                    ops = sum(1 for g in graphs for n in g.graph.nodes
                              if n.op in ("call_function", "call_method", "call_module"))
                    res["forms"][form] = {"outcome": "compiles" if ops > 1 else "constant"}
                except torch._dynamo.exc.Unsupported as e:
                    res["forms"][form] = {"outcome": "fails", "gb_type": getattr(e, "gb_type", None),
                                          "detail": str(e).splitlines()[0][:200] if str(e) else ""}
                except torch._dynamo.exc.UserError as e:
                    res["forms"][form] = {"outcome": "fails", "gb_type": "UserError",
                                          "detail": str(e).splitlines()[0][:200] if str(e) else ""}
                except BaseException as e:  # noqa: BLE001
                    res["forms"][form] = {"outcome": "error", "detail": f"{type(e).__name__}: {e}"[:200]}
                finally:
                    try:
                        os.close(env["FD"])
                    except (OSError, KeyError):
                        pass
                    torch._dynamo.reset()
        except BaseException as e:  # noqa: BLE001
            res["fatal"] = f"{type(e).__name__}: {e}"[:200]
        wr.write(json.dumps(res) + "\n")
        wr.flush()


class Worker:
    def __init__(self):
        r1, w1 = os.pipe()  # parent -> worker
        r2, w2 = os.pipe()  # worker -> parent
        cmd = [sys.executable, "-c",
               f"import sys; from compilelint.catalogue.probe import _worker_main; _worker_main({r1}, {w2})"]
        self.proc = subprocess.Popen(cmd, pass_fds=(r1, w2), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(r1)
        os.close(w2)
        self.wr = os.fdopen(w1, "w")
        self.rfd = r2
        self.buf = b""
        self.job: Optional[dict] = None
        self.started = 0.0
        self.done = 0

    def send(self, job: dict) -> None:
        self.job = job
        self.started = time.monotonic()
        self.wr.write(json.dumps(job) + "\n")
        self.wr.flush()

    def read(self) -> Optional[dict]:
        """A complete result line if one arrived; raises EOFError when the worker died."""
        chunk = os.read(self.rfd, 1 << 16)
        if not chunk:
            raise EOFError
        self.buf += chunk
        if b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            self.job = None
            self.done += 1
            return json.loads(line)
        return None

    def stop(self) -> None:
        try:
            self.wr.close()
        except OSError:
            pass
        try:
            os.killpg(self.proc.pid, 9)  # the worker's own session: it and anything it started
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()
        os.close(self.rfd)


def run_jobs(jobs: list[Job], workers: int, timeout: float, log=print) -> dict[int, dict]:
    """Run jobs in worker subprocesses; results by job id (timeouts and crashes included)."""
    pending = list(reversed(jobs))
    results: dict[int, dict] = {}
    pool: list[Worker] = []
    payload = {j.id: {"id": j.id, "sources": {f: module_source(j, f) for f in j.forms},
                      "methods_of_result": j.methods_of_result, "expr": j.expr if j.kind != "with" else None}
               for j in jobs}
    t0 = time.monotonic()
    last = t0
    try:
        while pending or any(w.job for w in pool):
            while len(pool) < workers and pending:
                pool.append(Worker())
            for w in pool:
                if w.job is None and pending:
                    w.send(payload[pending.pop().id])
            busy = [w for w in pool if w.job is not None]
            if not busy:
                break
            ready, _, _ = select.select([w.rfd for w in busy], [], [], 0.5)
            now = time.monotonic()
            for w in list(busy):
                if w.rfd in ready:
                    try:
                        res = w.read()
                    except EOFError:
                        jid = w.job["id"]
                        results[jid] = {"id": jid, "crash": f"worker exited with {w.proc.poll()}"}
                        w.stop()
                        pool.remove(w)
                        continue
                    if res is not None:
                        results[res["id"]] = res
                        if w.done >= RESTART_EVERY:
                            w.stop()
                            pool.remove(w)
                elif now - w.started > timeout:
                    jid = w.job["id"]
                    results[jid] = {"id": jid, "timeout": timeout}
                    w.stop()
                    pool.remove(w)
            if now - last > 30:
                last = now
                log(f"  {len(results)}/{len(jobs)} probes, {now - t0:.0f}s")
    finally:
        for w in pool:
            w.stop()
    return results


# ---- assembling the catalogue --------------------------------------------------------------------
def _entry(job: Job, res: dict) -> tuple[Optional[dict], Optional[str]]:
    """(catalogue entry, None) or (None, unprobed reason)."""
    from compilelint import gb

    if "timeout" in res:
        return None, f"timed out after {res['timeout']:.0f}s (the call blocks or the probe hung)"
    if "crash" in res:
        return None, f"the probe worker died ({res['crash']})"
    if "fatal" in res:
        return None, f"probe failed: {res['fatal']}"
    else:
        forms = res["forms"]
    eager = res.get("eager", "ok" if "forms" in res else None)
    primary = None
    if job.kind == "with" and not job.key.startswith("construct:") and forms.get("inline", {}).get("outcome") in (
            "compiles", "constant"):
        # `with suppress(KeyError):` compiles while entering a suppress() made outside fails; the
        # scanner cannot tell the two apart by name, and a context manager that can be built in
        # the statement usually is: the inline outcome decides (an object whose construction
        # fails, a Lock, is decided by the outside form: its construction is its own entry). A
        # construct entry is decided by its direct form: the scan reports it only on objects
        # made outside (``with self.span:``), never on ``with Span():``
        primary = ("inline", forms["inline"])
    # a failure in any form is the entry's outcome: the barrier exists where the call sits
    for form in job.forms if primary is None else ():
        f = forms.get(form)
        if f and f["outcome"] == "fails":
            primary = (form, f)
            break
    if primary is None:
        form = job.forms[0]
        primary = (form, forms.get(form, {"outcome": "timeout"}))
    form, f = primary
    if eager not in (None, "ok"):
        # the call raised outside dynamo (odd arguments, no CUDA device): keep only a refusal that
        # dynamo decides from the callable itself, never one on a device API of this CPU host
        if not (f["outcome"] == "fails" and f.get("gb_type") in IDENTITY_REFUSALS
                and not job.key.startswith(DEVICE_APIS)):
            return None, f"eager call raised {eager}"
    entry = {"outcome": f["outcome"], "form": form, "kind": job.kind}
    if f.get("gb_type"):
        entry["gb_type"] = f["gb_type"]
        gid = gb.gb_id(f["gb_type"])
        if gid:
            entry["gb_id"] = gid
    if f.get("detail") and f["outcome"] != "compiles":
        entry["detail"] = f["detail"]
    others = {fm: forms[fm]["outcome"] + (f" ({forms[fm]['gb_type']})" if forms[fm].get("gb_type") else "")
              for fm in job.forms if fm != form and fm in forms}
    if others:
        entry["other_forms"] = others
    if eager not in (None, "ok"):
        entry["eager"] = eager
    if job.note:
        entry["note"] = job.note
    entry["source"] = res.get("sources", {}).get(form) or module_source(job, form)
    if res.get("sources"):
        entry["consumed"] = True  # the call returned an iterator; the probe consumed it with list()
    return entry, None


def build(stdlib: list[str], workers: int = 2, timeout: float = JOB_TIMEOUT, log=print,
          limit: Optional[int] = None, constructs: bool = True) -> dict:
    import torch

    t0 = time.time()
    jobs, unprobed = enumerate_jobs(stdlib, log)
    jobs += decorated_jobs()
    if constructs:
        jobs += construct_jobs()
        jobs += tensor_method_jobs()
    if limit:
        jobs = jobs[:limit]
    for i, j in enumerate(jobs):
        j.id = i
    results = run_jobs(jobs, workers, timeout, log)
    # objects returned by the calls (and constructed classes): their methods, made outside
    extra: list[Job] = []
    for j in jobs:
        res = results.get(j.id, {})
        if j.methods_of_result and (res.get("methods") or res.get("cm")):
            extra.extend(method_jobs(j, res.get("methods", []), res.get("cm", False), res.get("sigs", {})))
    known = {j.key for j in jobs}
    extra = [e for e in extra if e.key not in known]
    for i, e in enumerate(extra, start=len(jobs)):
        e.id = i
    log(f"phase 2: {len(extra)} methods of objects made outside the region")
    results.update(run_jobs(extra, workers, timeout, log))
    entries: dict[str, dict] = {}
    for j in jobs + extra:
        entry, why = _entry(j, results.get(j.id, {"id": j.id, "timeout": timeout}))
        if entry is None:
            unprobed[j.key] = why
        else:
            entries[j.key] = entry
    # phase 3: every entry again from its recorded source, in another order and worker state; an
    # outcome that depends on what ran before in the process (e.g. os.popen after a first spawn)
    # is kept with the other outcome under "unstable"
    import random as _random

    items = [(k, e["form"], e["source"]) for k, e in entries.items() if e["outcome"] in MEASURED_OUTCOMES]
    _random.Random(0).shuffle(items)
    log(f"phase 3: re-probing {len(items)} entries in another order")
    again = probe_sources(items, timeout, workers)
    for k, _f, _s in items:
        g, e = again.get(k, {}), entries[k]
        if (g.get("outcome"), g.get("gb_type")) != (e["outcome"], e.get("gb_type")):
            e["unstable"] = g.get("outcome", "?") + (f" ({g['gb_type']})" if g.get("gb_type") else "")
            stable_primary(e, g)
    counts = _outcome_counts(entries)
    return {
        "format": 1,
        "torch": torch.__version__.split("+")[0],
        "python": f"{sys.version_info[0]}.{sys.version_info[1]}",
        "generated_by": "python -m compilelint.catalogue.probe",
        "seconds": round(time.time() - t0, 1),
        "prelude": PRELUDE_DOC,
        "modules": stdlib,
        "counts": dict(sorted(counts.items())),
        "unstable": sum(1 for e in entries.values() if "unstable" in e),
        "entries": dict(sorted(entries.items())),
        "unprobed": dict(sorted(unprobed.items())),
    }


def probe_sources(items: list[tuple[str, str, str]], timeout: float = JOB_TIMEOUT, workers: int = 1) -> dict[str, dict]:
    """Re-probe recorded catalogue sources: [(key, form, source)] -> that form's result
    (``{"outcome": ..., "gb_type": ...}``). Used by the drift test."""
    jobs = [Job(key, "call", [], "", "", (form,), id=i) for i, (key, form, _src) in enumerate(items)]
    sources = {i: src for i, (_k, _f, src) in enumerate(items)}
    pending = list(jobs)
    results: dict[int, dict] = {}
    pool: list[Worker] = []
    try:
        while pending or any(w.job for w in pool):
            while len(pool) < workers and pending:
                pool.append(Worker())
            for w in pool:
                if w.job is None and pending:
                    j = pending.pop()
                    w.send({"id": j.id, "sources": {j.forms[0]: sources[j.id]}, "methods_of_result": False})
            busy = [w for w in pool if w.job is not None]
            ready, _, _ = select.select([w.rfd for w in busy], [], [], 0.5)
            now = time.monotonic()
            for w in list(busy):
                if w.rfd in ready:
                    try:
                        res = w.read()
                    except EOFError:
                        results[w.job["id"]] = {"crash": True}
                        w.stop()
                        pool.remove(w)
                        continue
                    if res is not None:
                        results[res["id"]] = res
                elif now - w.started > timeout:
                    results[w.job["id"]] = {"timeout": timeout}
                    w.stop()
                    pool.remove(w)
    finally:
        for w in pool:
            w.stop()
    out = {}
    for j in jobs:
        r = results.get(j.id, {})
        got = r.get("forms", {}).get(j.forms[0])
        out[j.key] = got if got is not None else {"outcome": "timeout" if "timeout" in r else "crash"}
    return out


def all_modules() -> list[str]:
    """Every module the catalogue probes: the stdlib ones, third-party, torch's own."""
    return M.stdlib_modules() + list(M.THIRD_PARTY) + list(M.TORCH_MODULES) + list(M.TORCH_PREFIXED)


def write(cat: dict, out: str) -> None:
    """One catalogue entry per line: compact to load, readable in a diff."""
    with open(out, "w", encoding="utf-8") as fh:
        fh.write("{\n")
        for k, v in cat.items():
            if k in ("entries", "unprobed"):
                continue
            fh.write(f"{json.dumps(k)}: {json.dumps(v)},\n")
        for section in ("unprobed", "entries"):
            fh.write(f"{json.dumps(section)}: {{\n")
            items = list(cat[section].items())
            for i, (k, v) in enumerate(items):
                fh.write(f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" + ("," if i < len(items) - 1 else "") + "\n")
            fh.write("}" + ("," if section == "unprobed" else "") + "\n")
        fh.write("}\n")


def _outcome_counts(entries: dict) -> dict[str, int]:
    counts: dict[str, int] = {}
    for e in entries.values():
        counts[e["outcome"]] = counts.get(e["outcome"], 0) + 1
    return counts


def _catalogue_for(out: str, torch_version: Optional[str]) -> Optional[dict]:
    """The catalogue at ``out`` when it was measured on ``torch_version`` (a merge only adds to one
    measured on the same torch), else None after saying so."""
    with open(out) as fh:
        cat = json.load(fh)
    if cat.get("torch") != torch_version:
        print(f"{out} was measured on torch {cat.get('torch')}, not {torch_version}: run the full probe",
              file=sys.stderr)
        return None
    return cat


def _merge_constructs(args) -> int:
    """Measure the ``construct:*`` and ``torch.Tensor().<method>`` jobs alone on the installed torch
    and put their entries into the catalogue written for that torch (its other entries, counts and metadata stay as measured)."""
    import torch

    ver = torch.__version__.split("+")[0].split(".")
    out = args.out or DEFAULT_OUT.format(major=ver[0], minor=ver[1])
    cat = _catalogue_for(out, torch.__version__.split("+")[0])
    if cat is None:
        return 2
    jobs = construct_jobs() + tensor_method_jobs()
    for i, j in enumerate(jobs):
        j.id = i
    results = run_jobs(jobs, args.workers, args.timeout, lambda s_: print(s_, file=sys.stderr, flush=True))
    n = 0
    for j in jobs:
        entry, why = _entry(j, results.get(j.id, {"id": j.id, "timeout": args.timeout}))
        if entry is None:
            cat.setdefault("unprobed", {})[j.key] = why
            continue
        cat["entries"][j.key] = entry
        cat.get("unprobed", {}).pop(j.key, None)
        n += 1
    cat["counts"] = _outcome_counts(cat["entries"])
    write(cat, out)
    print(f"{n} construct entries measured and merged -> {out} ({len(cat['entries'])} entries)")
    return 0


def _merge_entries(new: dict, out: str) -> int:
    """Put the entries of a partial run (``--modules ... --merge``) into the catalogue at ``out``,
    measured on the same torch; its other entries and metadata stay as they were."""
    cat = _catalogue_for(out, new.get("torch"))
    if cat is None:
        return 2
    added = sum(k not in cat["entries"] for k in new["entries"])
    cat["entries"].update(new["entries"])
    for k in new["entries"]:
        cat.get("unprobed", {}).pop(k, None)
    cat["counts"] = _outcome_counts(cat["entries"])
    write(cat, out)
    print(f"{len(new['entries'])} entries measured ({added} new) and merged -> {out} ({len(cat['entries'])} entries)")
    return 0


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m compilelint.catalogue.probe", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="catalogue JSON to write (default: compilelint/data/catalogue-torch-X.Y.json)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=JOB_TIMEOUT, help="seconds per probe")
    ap.add_argument("--limit", type=int, help="probe only the first N callables (a quick look)")
    ap.add_argument("--modules", help="comma-separated modules to probe instead of the full list (a quick look)")
    ap.add_argument("--derive-modules", nargs="+", metavar="ROOT",
                    help="rescan these source trees' imports into compilelint/data/probe-modules.json and exit")
    ap.add_argument("--merge", action="store_true",
                    help="with --modules: merge the entries measured for those modules into the existing "
                         "catalogue for this torch (after widening what a module contributes)")
    ap.add_argument("--constructs-only", action="store_true",
                    help="re-probe only the construct:* and torch.Tensor().<method> entries and merge them into "
                         "the existing catalogue "
                         "(after adding a construct; a full run measures them too)")
    args = ap.parse_args(argv)
    if args.constructs_only:
        return _merge_constructs(args)
    if args.derive_modules:
        mods = M.write_modules_file(args.derive_modules)
        print(f"{len(mods)} stdlib modules imported by {', '.join(args.derive_modules)} -> {M.MODULES_FILE}")
        return 0
    import torch

    mods = all_modules() if not args.modules else args.modules.split(",")
    if args.merge and not args.modules:
        print("--merge needs --modules", file=sys.stderr)
        return 2
    cat = build(mods, args.workers, args.timeout, log=lambda s: print(s, file=sys.stderr, flush=True),
                limit=args.limit, constructs=not args.merge)
    ver = torch.__version__.split("+")[0].split(".")
    out = args.out or DEFAULT_OUT.format(major=ver[0], minor=ver[1])
    if args.merge:
        return _merge_entries(cat, out)
    write(cat, out)
    print(f"{len(cat['entries'])} callables measured ({cat['counts']}), {len(cat['unprobed'])} unprobed, "
          f"{cat['seconds']}s -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
