# Cython declarations of phrases.py for the compiled build only (ADR 0280); pure Python never reads this file.
# ``Cursor`` becomes an extension type with C-typed fields: every attribute any module sets on a cursor must be
# declared here (an extension type has no ``__dict__``: an undeclared one raises AttributeError, compiled only).
cimport cython

cdef class Cursor:
    cdef public object lex
    cdef public object sentence
    cdef public list tokens
    cdef public list words
    cdef public Py_ssize_t pos
    cdef public Py_ssize_t end
    cdef public list _senses
    cdef public list _first
    cdef public object _nounish
    cdef public object wordset
    cdef public object times
    cdef public object premise

    @cython.locals(tok=object, lex=object, end=Py_ssize_t, kept=list)
    cpdef object senses(self, Py_ssize_t i)
    @cython.locals(words=list, tokens=list, cache=list, firsts=list, n=Py_ssize_t, i=Py_ssize_t)
    cpdef list tag_all(self)
    cpdef object nounish(self, Py_ssize_t j)
    cpdef bint at_end(self)
    cpdef object sense(self, object cls, object i=*)
    @cython.locals(i=Py_ssize_t)
    cpdef object here(self)
    cpdef object firsts(self, Py_ssize_t i)
    @cython.locals(i=Py_ssize_t)
    cpdef object take(self, object cls)
    @cython.locals(i=Py_ssize_t)
    cpdef object peek_word(self, Py_ssize_t offset=*)

cpdef list _nounish_of(object senses)
@cython.locals(first=dict)
cpdef dict _first_of(object senses)
cpdef object noun_run(Cursor cur, Py_ssize_t j, object heads)
cpdef object read_number(Cursor cur)
